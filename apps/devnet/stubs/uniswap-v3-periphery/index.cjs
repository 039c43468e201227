throw new Error("@uniswap/v3-periphery is stubbed out (apps/devnet/stubs/uniswap-v3-periphery): the devnet uses only @account-abstraction/contracts' compiled artifacts")
