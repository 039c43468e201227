/** The name registration views' titles. */
export const nameTitles = {
  section: 'nameTitles',
  en: {
    RegisterAccountName: 'Choose a Name',
    RegisterAccountNameSuccess: 'Name Registered',
  },
} as const
