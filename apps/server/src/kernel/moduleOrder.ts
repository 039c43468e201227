import type { ServerModule } from './serverModule.ts'

/** A module list whose order cannot work: a module needs what no module, or only a later one, provides. */
export class ModuleOrderError extends Error {
  override name = 'ModuleOrderError'
}

/**
 * Checks that every module's `needs` is provided by a module listed before it, and that no name is
 * provided twice; throws a ModuleOrderError naming the module and the provider otherwise. buildServer
 * runs it before it opens anything, so a misordered list fails at start rather than on the first
 * request that reads a missing decoration (fastify-plugin's `dependencies`, for a plain list).
 */
export function checkModuleOrder(modules: readonly Pick<ServerModule, 'name' | 'provides' | 'needs'>[]): void {
  const providers = new Map<string, { module: string; index: number }>()
  modules.forEach((module, index) => {
    for (const name of module.provides ?? []) {
      const earlier = providers.get(name)
      if (earlier) throw new ModuleOrderError(`Server modules "${earlier.module}" and "${module.name}" both provide "${name}": one name, one provider`)
      providers.set(name, { module: module.name, index })
    }
  })
  modules.forEach((module, index) => {
    for (const name of module.needs ?? []) {
      const provider = providers.get(name)
      if (!provider) throw new ModuleOrderError(`Server module "${module.name}" needs "${name}", which no module provides: add the module that provides it to the list`)
      if (provider.index >= index) {
        throw new ModuleOrderError(`Server module "${module.name}" needs "${name}", which module "${provider.module}" provides only after it: list "${provider.module}" before "${module.name}"`)
      }
    }
  })
}
