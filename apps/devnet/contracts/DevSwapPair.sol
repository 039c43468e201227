// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @notice The calls the pair makes on its two tokens. Only `balanceOf` is called through this
///         interface: transfers go through `_safeTransfer`, which also accepts tokens (USDT) whose
///         `transfer` returns nothing.
interface IDevSwapPairToken {
    function balanceOf(address account) external view returns (uint256);
    function transfer(address to, uint256 value) external returns (bool);
}

/// @title DevSwapPair
/// @notice One constant-product pool of two ERC-20s on Foyer's local devnet: a swap keeps
///         reserve0 × reserve1 from falling, after a fee of 0.3% of what comes in, which stays in
///         the pool for its liquidity providers.
/// @dev Pay first, then call: send tokens to the pair, then call `mint` (adds liquidity) or `swap`
///      (takes the output). The pair counts what arrived as its balance above its reserves, so it
///      never needs an allowance and works with tokens whose `transfer` returns nothing.
///      DevSwapRouter does both steps in one transaction; an account calling the pair directly
///      must do them in one transaction too, or anyone may claim what it sent.
///      Liquidity shares are a ledger in the pair (`liquidityOf`), not a transferable token.
///      Written for Foyer's devnet from the constant-product formula, not copied from any AMM.
contract DevSwapPair {
    /// @notice The pool's tokens, ordered by address (token0 < token1).
    address public immutable token0;
    address public immutable token1;

    uint256 private _reserve0;
    uint256 private _reserve1;
    uint256 public totalLiquidity;
    mapping(address provider => uint256) public liquidityOf;
    bool private _entered;

    event Mint(address indexed sender, address indexed to, uint256 amount0, uint256 amount1, uint256 liquidity);
    event Burn(address indexed sender, address indexed to, uint256 amount0, uint256 amount1, uint256 liquidity);
    event Swap(address indexed sender, uint256 amount0In, uint256 amount1In, uint256 amount0Out, uint256 amount1Out, address indexed to);
    event Sync(uint256 reserve0, uint256 reserve1);

    /// @dev A token's transfer could call back into the pair; nothing may run inside another call.
    modifier nonReentrant() {
        require(!_entered, "DevSwap: LOCKED");
        _entered = true;
        _;
        _entered = false;
    }

    constructor(address tokenA, address tokenB) {
        require(tokenA != tokenB, "DevSwap: IDENTICAL_TOKENS");
        require(tokenA != address(0) && tokenB != address(0), "DevSwap: ZERO_ADDRESS");
        (token0, token1) = tokenA < tokenB ? (tokenA, tokenB) : (tokenB, tokenA);
    }

    /// @notice The balances the pool prices with, in token0's and token1's smallest units.
    function getReserves() external view returns (uint256 reserve0, uint256 reserve1) {
        return (_reserve0, _reserve1);
    }

    /// @notice Adds what was sent to the pair since the last update as liquidity, and credits `to`
    ///         with shares: the geometric mean of the amounts for the first deposit, afterwards the
    ///         smaller of the two proportions (send them at the pool's price, or the rest is a gift).
    function mint(address to) external nonReentrant returns (uint256 liquidity) {
        (uint256 balance0, uint256 balance1) = _balances();
        uint256 amount0 = balance0 - _reserve0;
        uint256 amount1 = balance1 - _reserve1;
        if (totalLiquidity == 0) {
            liquidity = _sqrt(amount0 * amount1);
        } else {
            liquidity = _min((amount0 * totalLiquidity) / _reserve0, (amount1 * totalLiquidity) / _reserve1);
        }
        require(liquidity > 0, "DevSwap: INSUFFICIENT_LIQUIDITY_MINTED");
        totalLiquidity += liquidity;
        liquidityOf[to] += liquidity;
        _update(balance0, balance1);
        emit Mint(msg.sender, to, amount0, amount1, liquidity);
    }

    /// @notice Redeems `liquidity` of the caller's shares for its part of both balances, paid to `to`.
    function burn(uint256 liquidity, address to) external nonReentrant returns (uint256 amount0, uint256 amount1) {
        require(liquidity > 0 && liquidity <= liquidityOf[msg.sender], "DevSwap: INSUFFICIENT_LIQUIDITY_BURNED");
        (uint256 balance0, uint256 balance1) = _balances();
        amount0 = (liquidity * balance0) / totalLiquidity;
        amount1 = (liquidity * balance1) / totalLiquidity;
        liquidityOf[msg.sender] -= liquidity;
        totalLiquidity -= liquidity;
        _safeTransfer(token0, to, amount0);
        _safeTransfer(token1, to, amount1);
        (balance0, balance1) = _balances();
        _update(balance0, balance1);
        emit Burn(msg.sender, to, amount0, amount1, liquidity);
    }

    /// @notice Pays out `amount0Out` and `amount1Out` to `to`, if what was sent in beforehand keeps
    ///         the product of the reserves, less the 0.3% fee on the input, from falling.
    function swap(uint256 amount0Out, uint256 amount1Out, address to) external nonReentrant {
        require(amount0Out > 0 || amount1Out > 0, "DevSwap: INSUFFICIENT_OUTPUT_AMOUNT");
        (uint256 reserve0, uint256 reserve1) = (_reserve0, _reserve1);
        require(amount0Out < reserve0 && amount1Out < reserve1, "DevSwap: INSUFFICIENT_LIQUIDITY");
        require(to != token0 && to != token1, "DevSwap: INVALID_TO");

        if (amount0Out > 0) _safeTransfer(token0, to, amount0Out);
        if (amount1Out > 0) _safeTransfer(token1, to, amount1Out);
        (uint256 balance0, uint256 balance1) = _balances();

        // What came in is whatever the balance holds beyond the reserve left after the payout.
        uint256 amount0In = balance0 > reserve0 - amount0Out ? balance0 - (reserve0 - amount0Out) : 0;
        uint256 amount1In = balance1 > reserve1 - amount1Out ? balance1 - (reserve1 - amount1Out) : 0;
        require(amount0In > 0 || amount1In > 0, "DevSwap: INSUFFICIENT_INPUT_AMOUNT");

        // x·y = k with the fee: counting only 99.7% of the input, the new product is at least the
        // old one. In thousandths, so the check stays in integers.
        uint256 adjusted0 = balance0 * 1000 - amount0In * 3;
        uint256 adjusted1 = balance1 * 1000 - amount1In * 3;
        require(adjusted0 * adjusted1 >= reserve0 * reserve1 * 1_000_000, "DevSwap: K");

        _update(balance0, balance1);
        emit Swap(msg.sender, amount0In, amount1In, amount0Out, amount1Out, to);
    }

    /// @notice Sets the reserves to the balances, e.g. after tokens were sent without a mint or swap.
    function sync() external nonReentrant {
        (uint256 balance0, uint256 balance1) = _balances();
        _update(balance0, balance1);
    }

    function _update(uint256 balance0, uint256 balance1) private {
        _reserve0 = balance0;
        _reserve1 = balance1;
        emit Sync(balance0, balance1);
    }

    function _balances() private view returns (uint256 balance0, uint256 balance1) {
        balance0 = IDevSwapPairToken(token0).balanceOf(address(this));
        balance1 = IDevSwapPairToken(token1).balanceOf(address(this));
    }

    /// @dev Succeeds if the call did and returned true, or returned nothing from a contract (USDT).
    function _safeTransfer(address token, address to, uint256 value) private {
        (bool ok, bytes memory data) = token.call(abi.encodeCall(IDevSwapPairToken.transfer, (to, value)));
        require(ok && (data.length == 0 ? token.code.length > 0 : abi.decode(data, (bool))), "DevSwap: TRANSFER_FAILED");
    }

    function _min(uint256 a, uint256 b) private pure returns (uint256) {
        return a < b ? a : b;
    }

    /// @dev The integer square root, rounded down (Newton's method from above).
    function _sqrt(uint256 y) private pure returns (uint256 z) {
        if (y < 4) return y == 0 ? 0 : 1;
        z = y;
        uint256 x = y / 2 + 1;
        while (x < z) {
            z = x;
            x = (y / x + x) / 2;
        }
    }
}
