import type { Catalogue } from '../catalogue.ts'

export const zhHKNames: Catalogue['names'] = {
  registerAction: '註冊名稱',
  intro: '為你的帳戶選擇一個名稱。其他人可以用這個名稱代替你的地址，發送資產給你。',
  label: '名稱',
  rule: '可使用字母、數字和連字號，至少 4 個字元。',
  problems: {
    characters: '只能使用字母、數字和連字號。',
    tooShort: '請至少使用 4 個字元。',
    tooLong: '最多只能使用 63 個字元。',
    hyphens: '連字號不能放在名稱的開頭或結尾，也不能同時是第三和第四個字元。',
  },
  checking: '正在檢查 {name}…',
  available: '{name} 可以使用。',
  taken: '{name} 已被使用。',
  cannotCheck: '無法確認 {name} 是否可以使用。',
  suggestions: '建議名稱',
  useSuggestion: '使用 {name}',
  register: '註冊',
  confirmInWallet: '請在錢包中確認…',
  failures: {
    taken: '{name} 剛剛已被使用。請選擇其他名稱。',
    accountNamed: '此帳戶已經有名稱：{name}。',
    tooMany: '從你的網絡註冊的名稱過多。請稍後再試。',
    failed: '註冊名稱時發生錯誤。請再試一次。',
  },
  registered: '你的帳戶現在名為 {name}。應用程式和錢包可以顯示這個名稱來代替你的地址。',
  backToAccount: '返回帳戶',
}

export const zhHKNameTitles: Catalogue['nameTitles'] = {
  RegisterAccountName: '選擇名稱',
  RegisterAccountNameSuccess: '名稱已註冊',
}
