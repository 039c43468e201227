import type { Catalogue } from '../catalogue.ts'

export const jaNames: Catalogue['names'] = {
  registerAction: '名前を登録',
  intro: 'アカウントの名前を選んでください。相手はアドレスの代わりにこの名前宛てに送金できます。',
  label: '名前',
  rule: '半角英数字とハイフンで、4文字以上。',
  problems: {
    characters: '半角英数字とハイフンのみを使用してください。',
    tooShort: '4文字以上にしてください。',
    tooLong: '63文字以内にしてください。',
    hyphens: 'ハイフンは名前の先頭や末尾には使えません。また、3文字目と4文字目を続けてハイフンにすることもできません。',
  },
  checking: '{name}を確認中…',
  available: '{name}は利用できます。',
  taken: '{name}はすでに使われています。',
  cannotCheck: '{name}が利用できるか確認できませんでした。',
  suggestions: '候補',
  useSuggestion: '{name}を使う',
  register: '登録',
  confirmInWallet: 'ウォレットで確認してください…',
  failures: {
    taken: '{name}はたった今ほかの人に登録されました。別の名前を選んでください。',
    accountNamed: 'このアカウントにはすでに名前（{name}）があります。',
    tooMany: 'お使いのネットワーク環境から登録された名前が多すぎます。しばらくしてからもう一度お試しください。',
    failed: '名前の登録中にエラーが発生しました。もう一度お試しください。',
  },
  registered: 'アカウントの名前が{name}になりました。アプリやウォレットでは、アドレスの代わりにこの名前を表示できます。',
  backToAccount: 'アカウントに戻る',
}

export const jaNameTitles: Catalogue['nameTitles'] = {
  RegisterAccountName: '名前を選ぶ',
  RegisterAccountNameSuccess: '名前を登録しました',
}
