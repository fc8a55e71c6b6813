import { paragraphs, sections, type FeedCopy } from './feeds-types.ts';

/** Brazilian Portuguese feeds, with the same market-dependent parts as the English: no bonus is offered in Brazil (Lei 14.790/2023 art. 29), so no text links a bonus or promotions page. */
export const feedsPt: FeedCopy = (m) => ({
  contact: {
    title: 'Fale conosco',
    body: `Nossa equipe de atendimento está à sua disposição **24 horas por dia**, todos os dias do ano.\nEscreva para [${m.email}](mailto:${m.email}) ou abra o chat ao vivo em qualquer página.\n\nAntes de escrever, talvez a resposta já esteja na nossa [central de ajuda](route:help).`,
  },
  privacy: {
    title: 'Política de privacidade',
    body: `${m.brand} trata dados pessoais para gerenciar sua conta e cumprir nossas obrigações legais sob a licença da ${m.regulator}${m.offers ? ' e, com o seu consentimento, enviar ofertas' : ''}, de acordo com a Lei Geral de Proteção de Dados (LGPD).\n\n**O que coletamos**\nDados de identificação e contato, transações de pagamento e de jogo, dados do dispositivo e de uso.\n\n**Seus direitos**\nVocê pode pedir uma cópia dos seus dados, sua correção ou exclusão e retirar seu consentimento a qualquer momento escrevendo para [${m.email}](mailto:${m.email}).\n\n*Os cookies estão descritos na nossa política de cookies.*`,
  },
  responsibleGaming: {
    title: 'Jogo responsável',
    body: `Jogar deve ser diversão, nunca uma forma de ganhar dinheiro. ${m.brand} oferece ferramentas para você manter o controle:\n${m.realMoney ? '**limites de depósito** por dia, semana ou mês; ' : ''}**alertas de tempo de jogo**; **pausas** de 24 horas a 6 semanas; e **autoexclusão** por 6 meses ou mais.\n\nQuer avaliar seus hábitos? Faça nosso [teste de autoavaliação](route:selfAssessment).\nProibido para menores de ${m.ageRule} anos.`,
  },
  selfAssessment: {
    title: 'Teste de autoavaliação',
    body: 'Responda às perguntas abaixo com sinceridade, pensando nos últimos 12 meses. Suas respostas ficam no seu navegador.',
  },
  bonusPolicy: {
    title: 'Política de bônus',
    // Not seeded while Brazil's market bars every offer (content/feeds.ts): written for the day it may offer one.
    body: `Estas condições valem para todos os bônus de ${m.brand}, salvo indicação em contrário na promoção. Um bônus tem requisito de apostas: precisa ser apostado antes que ele ou seus ganhos possam ser sacados. Apenas um bônus de boas-vindas por pessoa, residência e dispositivo.\n\nConsulte também nossos [termos e condições](route:terms).`,
  },
  terms: {
    title: 'Termos e condições',
    body: paragraphs(
      `Estes termos formam o contrato entre você e ${m.brand}, licenciado pela ${m.regulator}.`,
      sections(
        ['Sua conta', `Você precisa ter ${m.ageRule} anos ou mais e pode ter uma única conta, vinculada ao seu CPF.`],
        m.realMoney && [
          'Depósitos e saques',
          'Os saques voltam, sempre que possível, para a conta de onde veio o depósito. Podemos pedir documentos antes: veja [envio de documentos](route:documents).',
        ],
        !m.realMoney && ['Jogue por diversão', 'Todos os jogos são por diversão, no modo demo: sem dinheiro real, depósitos ou saques.'],
        [
          'Bônus',
          !m.offers
            ? 'Não oferecemos bônus para apostar no Brasil.'
            : m.bonusPage
              ? 'Os bônus seguem a nossa [política de bônus](route:bonus).'
              : 'Um bônus só vale como a própria promoção o descreve, com as condições dela.',
        ],
      ),
    ),
  },
  mobileApp: {
    title: 'App para celular',
    body: `Leve ${m.brand} com você. Adicione o site à tela inicial pelo menu do navegador: ele abre em tela cheia, carrega rápido e mantém você conectado.\n\n**Os mesmos jogos, a mesma conta**: tudo o que você joga no computador está no seu celular.`,
  },
  uploadingDocuments: {
    title: 'Envio de documentos',
    body: `Para manter sua conta segura e cumprir a lei, podemos pedir que você confirme sua identidade.\n**Documento de identidade**: RG, CNH ou passaporte.\n**Comprovante de residência**: conta de consumo ou extrato bancário dos últimos 3 meses.${m.realMoney ? '\n**Forma de pagamento**: uma foto do cartão (com os dígitos do meio cobertos) ou um print da conta.' : ''}\n\nEnvie em *Minha conta > Documentos*. Verificamos em até 24 horas.`,
  },
  restricted: {
    title: 'Indisponível no seu país',
    body: `Sentimos muito: ${m.brand} não pode aceitar jogadores do seu país ([country]).\nIsso se deve às leis de jogos de lá, não a uma decisão sobre você.\n\nDúvidas? Escreva para [${m.email}](mailto:${m.email}).`,
  },
  affiliates: {
    title: 'Afiliados',
    body: `Divulgue ${m.brand} e ganhe uma parte da receita que você gerar. Nosso programa de afiliados paga **mensalmente**, com relatórios em tempo real e um gerente exclusivo.\n\nCandidate-se no [portal de afiliados](https://affiliates.mondocasino.example/).`,
  },
  aboutUs: {
    title: 'Quem somos',
    body: `${m.brand} reúne **mais de 2.000 jogos** dos melhores estúdios para quem quer um cassino justo, rápido e acolhedor.\nTemos licença da ${m.regulator} e nossa equipe de atendimento trabalha *24 horas por dia*.\n\n[Conheça nossos jogos](route:onlineSlots) ou [veja o cassino ao vivo](route:liveCasino).`,
  },
});
