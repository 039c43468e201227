import type { Catalogue } from '../catalogue.ts'

export const frSocial: Catalogue['social'] = {
  socialLogins: 'Connexion via les réseaux sociaux',
  continueWith: 'Continuer avec {provider}',
  logInWith: 'Se connecter avec {provider}',
  logInWithAccount: 'Se connecter avec votre compte',
  continueInWindow: 'Continuez dans la fenêtre {provider} qui s’est ouverte.',
  continueInAccountWindow: 'Continuez dans la fenêtre de connexion qui s’est ouverte.',
  loginFailed: 'Échec de la connexion',
  authenticating: 'Authentification…',
  creatingSession: 'Création de votre session…',
  tryAgain: 'Réessayer',
  farcasterFailed: 'La connexion avec Farcaster n’a pas abouti.',
  farcasterQrLabel: 'QR code pour se connecter avec Farcaster : scannez-le avec votre téléphone',
  preparingQr: 'Préparation du QR code',
  farcasterScan: 'Scannez-le avec l’appareil photo de votre téléphone ou l’application Farcaster, puis connectez-vous dans l’application.',
  openFarcaster: 'Ouvrir Farcaster',
  copyLink: 'Copier le lien',
}

export const frSocialTitles: Catalogue['socialTitles'] = {
  ConnectingSocial: 'Connexion',
  ConnectingFarcaster: 'Farcaster',
}
