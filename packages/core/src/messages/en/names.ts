/** Names under the server's zone: the Account view's offer, RegisterAccountName and RegisterAccountNameSuccess. */
export const nameTexts = {
  section: 'names',
  en: {
    /** The Account view's action for an account without a name. */
    registerAction: 'Register a name',
    intro: 'Choose a name for your account. People can send to it instead of your address.',
    label: 'Name',
    /** The rule (spec §5), under the field until something breaks it. */
    rule: 'Letters, digits and hyphens, at least 4 characters.',
    problems: {
      characters: 'Use letters, digits and hyphens only.',
      tooShort: 'Use at least 4 characters.',
      tooLong: 'Use at most 63 characters.',
      hyphens: 'A hyphen cannot start or end the name, or be its third and fourth characters.',
    },
    checking: 'Checking {name}…',
    available: '{name} is available.',
    taken: '{name} is already taken.',
    /** The server could not say whether the name is free: registering still works. */
    cannotCheck: 'Could not check whether {name} is free.',
    suggestions: 'Suggestions',
    /** A suggestion's button: fills the field with it. */
    useSuggestion: 'Use {name}',
    register: 'Register',
    confirmInWallet: 'Confirm in your wallet…',
    failures: {
      taken: '{name} was just taken. Choose another name.',
      accountNamed: 'This account already has a name: {name}.',
      tooMany: 'Too many names were registered from your network. Please try again later.',
      failed: 'Error registering name. Please try again.',
    },
    /** RegisterAccountNameSuccess. */
    registered: 'Your account now goes by {name}. Apps and wallets can show it in place of your address.',
    backToAccount: 'Back to account',
  },
} as const
