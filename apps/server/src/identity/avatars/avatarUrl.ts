/** Where a name's avatar is served: the server's picture route, under its configured public origin. */
export type AvatarUrl = (name: string) => string
