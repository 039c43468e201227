import type { Locale } from '@foyer/core'
import type { NamespaceTexts } from '@foyer/core/internal'

/** The eip155 namespace's own words in every locale but English (eip155Namespace.ts has the English). */
export const eip155Texts: Record<Exclude<Locale, 'en'>, NamespaceTexts> = {
  ar: { receiverPlaceholder: 'العنوان (0x…) أو الاسم' },
  de: { receiverPlaceholder: 'Adresse (0x…) oder Name' },
  es: { receiverPlaceholder: 'Dirección (0x…) o nombre' },
  fr: { receiverPlaceholder: 'Adresse (0x…) ou nom' },
  hi: { receiverPlaceholder: 'पता (0x…) या नाम' },
  id: { receiverPlaceholder: 'Alamat (0x…) atau nama' },
  ja: { receiverPlaceholder: 'アドレス（0x…）または名前' },
  ko: { receiverPlaceholder: '주소(0x…) 또는 이름' },
  ms: { receiverPlaceholder: 'Alamat (0x…) atau nama' },
  'pt-BR': { receiverPlaceholder: 'Endereço (0x…) ou nome' },
  ru: { receiverPlaceholder: 'Адрес (0x…) или имя' },
  th: { receiverPlaceholder: 'ที่อยู่ (0x…) หรือชื่อ' },
  tr: { receiverPlaceholder: 'Adres (0x…) veya ad' },
  uk: { receiverPlaceholder: 'Адреса (0x…) або ім’я' },
  vi: { receiverPlaceholder: 'Địa chỉ (0x…) hoặc tên' },
  'zh-CN': { receiverPlaceholder: '地址（0x…）或名称' },
  'zh-HK': { receiverPlaceholder: '地址（0x…）或名稱' },
  'zh-TW': { receiverPlaceholder: '地址（0x…）或名稱' },
}
