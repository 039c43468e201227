import type { Catalogue } from '../catalogue.ts'

export const ptBRSocial: Catalogue['social'] = {
  socialLogins: 'Login com redes sociais',
  continueWith: 'Continuar com {provider}',
  logInWith: 'Entrar com {provider}',
  logInWithAccount: 'Entrar com sua conta',
  continueInWindow: 'Continue na janela de {provider} que foi aberta.',
  continueInAccountWindow: 'Continue na janela de login que foi aberta.',
  loginFailed: 'Falha no login',
  authenticating: 'Autenticando…',
  creatingSession: 'Criando sua sessão…',
  tryAgain: 'Tentar novamente',
  farcasterFailed: 'O login com Farcaster não foi concluído.',
  farcasterQrLabel: 'QR code para entrar com Farcaster: escaneie com seu celular',
  preparingQr: 'Preparando o QR code',
  farcasterScan: 'Escaneie com a câmera do celular ou com o app Farcaster e depois entre por lá.',
  openFarcaster: 'Abrir Farcaster',
  copyLink: 'Copiar link',
}

export const ptBRSocialTitles: Catalogue['socialTitles'] = {
  ConnectingSocial: 'Entrar',
  ConnectingFarcaster: 'Farcaster',
}
