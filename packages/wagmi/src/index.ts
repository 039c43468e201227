export { foyerConnector } from './foyerConnector.ts'
