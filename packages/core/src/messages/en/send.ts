/** The send form and its review. */
export const sendTexts = {
  section: 'send',
  en: {
    token: 'Token',
    amount: 'Amount',
    max: 'Max',
    maxLabel: 'Max: the most you can send',
    available: 'Available: {amount}',
    receiver: 'To',
    /** While a typed name (alice.eth) is looked up. */
    lookingUpName: 'Looking up {name}…',
    /** Under the receiver field: the address a typed name points to. */
    namePointsTo: '{name} is {address}',
    review: 'Review',
    problems: {
      amount: 'Enter an amount above 0, with at most {decimals} decimals.',
      receiver: 'Enter a valid {network} address.',
      /** bip122: below the dust limit of the receiver's address type; polkadot: below the existential deposit, to an account that holds nothing. */
      belowMinimum: 'The least you can send to this address is {amount}.',
      overBalance: 'That is more than your balance of {amount}.',
      /** The network keeps a least balance on every account (polkadot's existential deposit): the send and its fee would leave the sender's below it. */
      leavesBelowMinimum: 'That would leave your account with less than {amount}, the least an account keeps on {network}. You can send at most {most}.',
      insufficientGas: 'Not enough {symbol} to pay the network fee.',
      nameNotFound: 'No address found for {name}. Check the name, or enter an address.',
      namesUnavailable: 'Names cannot be looked up right now. Enter an address instead.',
    },
    youSend: 'You send',
    to: 'To',
    network: 'Network',
    fee: 'Network fee',
    /** Solana: the rent of the receiver's token account the send opens, part of the fee. */
    feeOpensAccount: 'Includes {amount} to open the receiver’s {symbol} account',
    /** bip122: how soon the send should be in a block, which its fee rate buys. */
    speed: 'Speed',
    speeds: { slow: 'Slow', normal: 'Normal', fast: 'Fast' },
    /** bip122: what the transaction pays back to the sender's own address. */
    change: 'Change',
    changeNote: 'Back to your address',
    feeUnavailable: 'Unavailable',
    /** A sponsored smart account's send: the app's paymaster pays the network fee. */
    feePaidByApp: 'Paid by the app',
    /** A fee that is the most the send can cost (a smart account's operation): `{fee}` is the amount. */
    feeUpTo: 'Up to {fee}',
    estimating: 'Estimating…',
    send: 'Send',
    confirmInWallet: 'Confirm in your wallet…',
    edit: 'Edit',
    nothingToSend: 'This account holds nothing to send on {network}.',
  },
} as const
