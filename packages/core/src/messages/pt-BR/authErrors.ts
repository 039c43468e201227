import type { Catalogue } from '../catalogue.ts'

export const ptBRAuthErrors: Catalogue['authErrors'] = {
  INVALID_EMAIL: 'Digite um endereço de e-mail válido',
  SAME_EMAIL: 'Este já é o e-mail da sua carteira',
  INVALID_OTP: 'Digite o código de 6 dígitos do e-mail',
  POPUP_CLOSED: 'A janela de login foi fechada antes de o login terminar',
  LOGIN_FAILED: 'O login não foi concluído. Tente novamente.',
  TRY_AGAIN_AFTER: 'Tente novamente daqui a {seconds} segundos',
  FRAME_ERROR: 'Ocorreu um erro',
  SERVER_UNREACHABLE: 'Não conseguimos acessar o servidor. Verifique sua conexão e tente novamente.',
  SITE_NOT_ALLOWED: 'O login por e-mail e com redes sociais não está disponível neste site.',
  SOMETHING_WENT_WRONG: 'Algo deu errado',
  CODE_NOT_ACCEPTED: 'Esse código não funcionou. Verifique o e-mail e tente novamente, ou peça um novo código.',
  CODE_WRONG: 'Esse código está incorreto. Tentativas restantes: {count}.',
  CODE_LOCKED: 'Muitos códigos incorretos: este código não funciona mais. Peça um novo código.',
  LOCKED_OUT: 'Muitos códigos incorretos. Aguarde alguns minutos e depois peça um novo código.',
  MAIL_LIMIT: 'Foram pedidos e-mails de login demais. Tente novamente mais tarde.',
  LOGIN_CANCELLED: 'O login foi cancelado em {provider}.',
}
