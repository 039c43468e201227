import { describe, expect, it } from 'vitest'
import { checkModuleOrder, ModuleOrderError } from '../../src/kernel/moduleOrder.ts'
import { serverModules } from '../../src/modules.ts'

const prices = { name: 'prices', provides: ['prices'] }
const nfts = { name: 'nfts', provides: ['nftCatalogue'] }
const activity = { name: 'activity', needs: ['prices', 'nftCatalogue'] }

describe("the server modules' provides and needs", () => {
  it('accept a list where every need is provided by a module before it', () => {
    expect(() => checkModuleOrder([prices, nfts, activity])).not.toThrow()
  })

  it("accept the server's own list", () => {
    expect(() => checkModuleOrder(serverModules)).not.toThrow()
  })

  it('refuse a need no module provides, naming the module and what it needs', () => {
    expect(() => checkModuleOrder([prices, activity])).toThrow(ModuleOrderError)
    expect(() => checkModuleOrder([prices, activity])).toThrow('Server module "activity" needs "nftCatalogue", which no module provides')
  })

  it('refuse a need provided only by a later module, naming both', () => {
    expect(() => checkModuleOrder([prices, activity, nfts])).toThrow('Server module "activity" needs "nftCatalogue", which module "nfts" provides only after it: list "nfts" before "activity"')
  })

  it('refuse a name two modules provide', () => {
    expect(() => checkModuleOrder([prices, { name: 'fixedPrices', provides: ['prices'] }, nfts, activity])).toThrow('Server modules "prices" and "fixedPrices" both provide "prices"')
  })
})
