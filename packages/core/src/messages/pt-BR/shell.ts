import type { Catalogue } from '../catalogue.ts'

export const ptBRShell: Catalogue['shell'] = {
  header: {
    back: 'Voltar',
    close: 'Fechar',
    loading: 'Carregando',
    dismissAlert: 'Fechar alerta',
  },
  connect: {
    or: 'ou',
    wallets: 'Carteiras',
    tagRecent: 'Recente',
    tagInstalled: 'Instalada',
    tagQrCode: 'QR code',
    allWallets: 'Todas as carteiras',
    noWallet: 'Nenhuma carteira encontrada neste navegador.',
    newToWallets: 'Primeira vez usando uma carteira?',
    moreWalletsFailed: 'Não foi possível carregar mais carteiras. As carteiras deste navegador continuam funcionando.',
    tryAgain: 'Tentar novamente',
    loginsUnavailable: {
      email: 'O login por e-mail não está disponível no momento.',
      social: 'O login com redes sociais não está disponível no momento.',
      both: 'O login por e-mail e com redes sociais não está disponível no momento.',
    },
    legalAgree: {
      both: 'Concordo com os {terms} e a {privacy}',
      terms: 'Concordo com os {terms}',
      privacy: 'Concordo com a {privacy}',
    },
    termsOfService: 'Termos de Serviço',
    privacyPolicy: 'Política de Privacidade',
    legalFirst: 'Marque a caixa para conectar.',
    continueWithWallet: 'Continuar com uma carteira',
  },
}

export const ptBRShellTitles: Catalogue['shellTitles'] = {
  Connect: 'Conectar carteira',
  AllWallets: 'Todas as carteiras',
  ConnectingWalletConnectBasic: 'Conectar carteira',
  Account: 'Conta',
  Networks: 'Escolher rede',
  UnsupportedChain: 'Trocar de rede',
}
