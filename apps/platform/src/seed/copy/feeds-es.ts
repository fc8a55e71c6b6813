import type { FeedCopy } from './feeds-types.ts';

export const feedsEs: FeedCopy = (m) => ({
  contact: {
    title: 'Contacto',
    body: `Nuestro equipo de atención al cliente está disponible **24/7**, todos los días del año.\nEscríbenos a [${m.email}](mailto:${m.email}) o abre el chat en vivo.\n\nQuizá la respuesta ya esté en nuestra [ayuda](route:help).`,
  },
  privacy: {
    title: 'Política de privacidad',
    body: `${m.brand} trata datos personales para gestionar tu cuenta y cumplir las obligaciones de la licencia de la ${m.regulator}.\n\n**Tus derechos**\nPuedes solicitar acceso, rectificación y supresión en [${m.email}](mailto:${m.email}).`,
  },
  responsibleGaming: {
    title: 'Juego más seguro',
    body: `El juego debe ser entretenimiento. ${m.brand} te ofrece **límites de depósito**, **pausas** y la autoexclusión en el RGIAJ.\n\nHaz nuestro [test de autoevaluación](route:selfAssessment).\nSolo mayores de 18 años.`,
  },
  selfAssessment: {
    title: 'Test de autoevaluación',
    body: 'Responde con sinceridad pensando en los últimos 12 meses. Tus respuestas no salen de tu navegador.',
  },
  bonusPolicy: {
    title: 'Política de bonos',
    body: `Estas condiciones se aplican a todos los bonos de ${m.brand} salvo que una promoción diga otra cosa. Un bono debe liberarse antes de poder retirarse.\n\nConsulta también los [términos y condiciones](route:terms).`,
  },
  terms: {
    title: 'Términos y condiciones',
    body: `Estos términos regulan la relación entre tú y ${m.brand}, autorizado por la ${m.regulator}.\n\n**1. Tu cuenta**\nDebes ser mayor de 18 años y no estar inscrito en el RGIAJ.\n\n**2. Retiradas**\nPodemos pedirte documentos: [subir documentos](route:documents).`,
  },
  mobileApp: { title: 'App móvil', body: `Añade ${m.brand} a tu pantalla de inicio desde el menú del navegador: **mismos juegos, misma cuenta**.` },
  uploadingDocuments: {
    title: 'Subir documentos',
    body: 'Para proteger tu cuenta verificamos tu identidad.\n**DNI o NIE** por ambas caras.\n**Justificante de domicilio** de los últimos 3 meses.\n\nSúbelos en *Mi cuenta > Documentos*.',
  },
  restricted: {
    title: 'No disponible en tu país',
    body: `Lo sentimos: ${m.brand} no puede aceptar jugadores de tu país ([country]) por la legislación de juego que rige allí.\n\n¿Dudas? [${m.email}](mailto:${m.email})`,
  },
  affiliates: {
    title: 'Afiliados',
    body: `Promociona ${m.brand} y gana una parte de los ingresos. Pagos **mensuales**.\n\n[Portal de afiliados](https://affiliates.mondocasino.example/)`,
  },
  aboutUs: {
    title: 'Quiénes somos',
    body: `${m.brand} ofrece **más de 2.000 juegos**, con licencia de la ${m.regulator}. Atención al cliente *24/7*.\n\n[Ver tragaperras](route:onlineSlots)`,
  },
});
