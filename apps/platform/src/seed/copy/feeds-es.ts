import { paragraphs, sections, type FeedCopy } from './feeds-types.ts';

/** Spanish feed texts, as complete as the English (feeds-en.ts), with the same market-dependent parts. */
export const feedsEs: FeedCopy = (m) => ({
  contact: {
    title: 'Contacto',
    body: `Nuestro equipo de atención al cliente está disponible **24/7**, todos los días del año.\nEscríbenos a [${m.email}](mailto:${m.email}) o abre el chat en vivo desde cualquier página.\n\nQuizá la respuesta ya esté en nuestro [centro de ayuda](route:help).`,
  },
  privacy: {
    title: 'Política de privacidad',
    body: paragraphs(
      `${m.brand} trata datos personales para gestionar tu cuenta y cumplir las obligaciones legales de la licencia de la ${m.regulator}${m.offers ? ' y, con tu consentimiento, para enviarte ofertas' : ''}.`,
      `**Qué datos recogemos**\nDatos de identidad y de contacto, ${m.realMoney ? 'operaciones de pago y de juego' : 'los juegos a los que juegas'} y datos del dispositivo y de uso.`,
      `**Tus derechos**\nPuedes pedir una copia de tus datos, su rectificación o supresión, y retirar tu consentimiento en cualquier momento escribiendo a [${m.email}](mailto:${m.email}).`,
      '*Las cookies se describen en nuestra política de cookies.*',
    ),
  },
  responsibleGaming: {
    title: 'Juego más seguro',
    body: paragraphs(
      `El juego debe ser entretenimiento, nunca una forma de ganar dinero. ${m.brand} te da herramientas para mantener el control:\n${m.realMoney ? '**límites de depósito** diarios, semanales o mensuales; ' : ''}**avisos de tiempo de juego**; **pausas** de 24 horas a 6 semanas; y **autoexclusión** durante 6 meses o más.`,
      `¿Te preguntas por tus hábitos de juego? Haz nuestro [test de autoevaluación](route:selfAssessment).\nSolo mayores de ${m.ageRule} años.`,
    ),
  },
  selfAssessment: {
    title: 'Test de autoevaluación',
    body: 'Responde con sinceridad a las preguntas de abajo pensando en los últimos 12 meses. Tus respuestas no salen de tu navegador.',
  },
  bonusPolicy: {
    title: 'Política de bonos',
    body: `Estas condiciones se aplican a todos los bonos de ${m.brand} salvo que una promoción indique otra cosa. Un bono tiene requisitos de apuesta: debe apostarse antes de poder retirarlo, a él o a sus ganancias. Solo un bono de bienvenida por persona, hogar y dispositivo.\n\nConsulta también nuestros [términos y condiciones](route:terms).`,
  },
  terms: {
    title: 'Términos y condiciones',
    body: paragraphs(
      `Estos términos forman el contrato entre tú y ${m.brand}, autorizado por la ${m.regulator}.`,
      sections(
        ['Tu cuenta', `Debes ser mayor de ${m.ageRule} años, no estar inscrito en el RGIAJ y tener una sola cuenta.`],
        m.realMoney && [
          'Depósitos y retiradas',
          'Las retiradas vuelven, siempre que sea posible, al método con el que depositaste. Podemos pedirte documentos antes: consulta [subir documentos](route:documents).',
        ],
        !m.realMoney && ['Juego por diversión', 'Todos los juegos son por diversión, en modo demo: sin dinero real, depósitos ni retiradas.'],
        m.offers && [
          'Bonos',
          m.bonusPage
            ? 'Los bonos se rigen por nuestra [política de bonos](route:bonus).'
            : 'Un bono solo se concede como indica la propia promoción, con sus condiciones.',
        ],
      ),
    ),
  },
  mobileApp: {
    title: 'App móvil',
    body: `Llévate ${m.brand} a todas partes. Añade la web a tu pantalla de inicio desde el menú del navegador: se abre a pantalla completa, carga rápido y mantiene tu sesión iniciada.\n\n**Mismos juegos, misma cuenta**: todo lo que juegas en el ordenador está también en tu móvil.`,
  },
  uploadingDocuments: {
    title: 'Subir documentos',
    body: `Para proteger tu cuenta y cumplir la ley, podemos pedirte que confirmes tu identidad.\n**Documento de identidad**: DNI o NIE por ambas caras, o pasaporte.\n**Justificante de domicilio**: una factura o un extracto bancario de los últimos 3 meses.${m.realMoney ? '\n**Método de pago**: una foto de la tarjeta (con los dígitos centrales tapados) o una captura del monedero electrónico.' : ''}\n\nSúbelos en *Mi cuenta > Documentos*. Los revisamos en menos de 24 horas.`,
  },
  restricted: {
    title: 'No disponible en tu país',
    body: `Lo sentimos: ${m.brand} no puede aceptar jugadores de tu país ([country]).\nSe debe a la legislación de juego que rige allí, no a una decisión sobre ti.\n\n¿Dudas? Escríbenos a [${m.email}](mailto:${m.email}).`,
  },
  affiliates: {
    title: 'Afiliados',
    body: `Promociona ${m.brand} y gana una parte de los ingresos que generes. Nuestro programa de afiliados paga **cada mes**, con informes en tiempo real y un gestor dedicado.\n\nSolicítalo en nuestro [portal de afiliados](https://affiliates.mondocasino.example/).`,
  },
  aboutUs: {
    title: 'Quiénes somos',
    body: paragraphs(
      `${m.brand} reúne **más de 2.000 juegos** de los mejores estudios para quienes buscan un casino justo, rápido y cercano.\nTenemos licencia de la ${m.regulator} y nuestro equipo de atención al cliente trabaja *24/7*.`,
      m.promotionsPage
        ? '[Descubre nuestros juegos](route:onlineSlots) o [consulta las últimas promociones](route:promotions).'
        : '[Descubre nuestros juegos](route:onlineSlots).',
    ),
  },
});
