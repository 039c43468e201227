import type { Catalogue } from '../catalogue.ts'

export const trSiwx: Catalogue['siwx'] = {
  heading: '{app} için giriş yapın',
  whatItIs: 'Bu hesabın size ait olduğunu kanıtlamak için bir mesaj imzalayın. İmzalamak ücretsizdir ve işlem göndermez.',
  inWallet: 'Cüzdanınız imzalanacak mesajı gösterecek.',
  inFrame: 'Mesaj, onaylamanız için güvenli bir pencerede gösterilecek.',
  cancelDisconnects: 'İptal ederseniz cüzdanınızın bağlantısı kesilir.',
  account: 'Hesap',
  sign: 'Giriş yap',
  signing: 'İmzanız bekleniyor…',
  cancel: 'İptal',
  required: '{app} giriş yapmanızı istiyor. Mesajı imzalayın veya bağlantıyı kesmek için iptal edin.',
  failed: 'Giriş başarısız oldu. Lütfen tekrar deneyin.',
}

export const trSiwxTitles: Catalogue['siwxTitles'] = {
  SIWXSignMessage: 'Giriş yapın',
  ConnectingSiwe: 'Giriş yapın',
}
