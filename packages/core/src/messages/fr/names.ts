import type { Catalogue } from '../catalogue.ts'

export const frNames: Catalogue['names'] = {
  registerAction: 'Enregistrer un nom',
  intro: 'Choisissez un nom pour votre compte. On pourra vous envoyer des fonds à ce nom plutôt qu’à votre adresse.',
  label: 'Nom',
  rule: 'Lettres, chiffres et tirets, au moins 4 caractères.',
  problems: {
    characters: 'Utilisez uniquement des lettres, des chiffres et des tirets.',
    tooShort: 'Utilisez au moins 4 caractères.',
    tooLong: 'Utilisez au plus 63 caractères.',
    hyphens: 'Le nom ne peut ni commencer ni finir par un tiret, et ses troisième et quatrième caractères ne peuvent pas être tous deux des tirets.',
  },
  checking: 'Vérification de {name}…',
  available: '{name} est disponible.',
  taken: '{name} est déjà pris.',
  cannotCheck: 'Impossible de vérifier si {name} est libre.',
  suggestions: 'Suggestions',
  useSuggestion: 'Utiliser {name}',
  register: 'Enregistrer',
  confirmInWallet: 'Confirmez dans votre portefeuille…',
  failures: {
    taken: '{name} vient d’être pris. Choisissez un autre nom.',
    accountNamed: 'Ce compte a déjà un nom : {name}.',
    tooMany: 'Trop de noms ont été enregistrés depuis votre connexion internet. Veuillez réessayer plus tard.',
    failed: 'Erreur lors de l’enregistrement du nom. Veuillez réessayer.',
  },
  registered: 'Votre compte s’appelle désormais {name}. Les applications et portefeuilles peuvent l’afficher à la place de votre adresse.',
  backToAccount: 'Retour au compte',
}

export const frNameTitles: Catalogue['nameTitles'] = {
  RegisterAccountName: 'Choisir un nom',
  RegisterAccountNameSuccess: 'Nom enregistré',
}
