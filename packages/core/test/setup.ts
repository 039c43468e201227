import { beforeEach } from 'vitest'
import { setNumberLocale } from '../src/format.ts'

// The files of a worker share their imports (isolate: false): a client of another locale in an
// earlier file leaves its number format behind. Each test starts in English numbers.
beforeEach(() => setNumberLocale('en-US'))
