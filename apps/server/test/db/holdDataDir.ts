// A second process for the lock tests: takes the data folder given as argv[2], says "locked",
// and holds it until killed.
import { lockDataDir } from '../../src/kernel/db/dataDirLock.ts'

lockDataDir(process.argv[2]!)
console.log('locked')
setInterval(() => {}, 60_000)
