import type { Catalogue } from '../catalogue.ts'

export const zhCNNames: Catalogue['names'] = {
  registerAction: '注册名称',
  intro: '为您的账户选择一个名称。别人可以直接向这个名称转账，无需使用您的地址。',
  label: '名称',
  rule: '字母、数字和连字符，至少 4 个字符。',
  problems: {
    characters: '只能使用字母、数字和连字符。',
    tooShort: '请至少使用 4 个字符。',
    tooLong: '最多使用 63 个字符。',
    hyphens: '连字符不能位于名称的开头或结尾，也不能同时作为第三和第四个字符。',
  },
  checking: '正在检查 {name}…',
  available: '{name} 可用。',
  taken: '{name} 已被占用。',
  cannotCheck: '无法检查 {name} 是否可用。',
  suggestions: '建议',
  useSuggestion: '使用 {name}',
  register: '注册',
  confirmInWallet: '请在钱包中确认…',
  failures: {
    taken: '{name} 刚刚被占用。请选择其他名称。',
    accountNamed: '此账户已有名称：{name}。',
    tooMany: '从您的网络注册的名称过多。请稍后重试。',
    failed: '注册名称时出错。请重试。',
  },
  registered: '您的账户现在名为 {name}。应用和钱包可以显示此名称来代替您的地址。',
  backToAccount: '返回账户',
}

export const zhCNNameTitles: Catalogue['nameTitles'] = {
  RegisterAccountName: '选择名称',
  RegisterAccountNameSuccess: '名称已注册',
}
