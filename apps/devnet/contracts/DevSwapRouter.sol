// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @notice What the router calls on a DevSwapPair (DevSwapPair.sol).
interface IDevSwapPair {
    function token0() external view returns (address);
    function token1() external view returns (address);
    function getReserves() external view returns (uint256 reserve0, uint256 reserve1);
    function swap(uint256 amount0Out, uint256 amount1Out, address to) external;
}

/// @notice What the router calls on DevWeth (DevWeth.sol).
interface IDevSwapWeth {
    function deposit() external payable;
    function withdraw(uint256 value) external;
}

/// @notice The ERC-20 calls the router makes, encoded only: `_safeTransfer` and `_safeTransferFrom`
///         make them, accepting tokens (USDT) that return nothing.
interface IDevSwapToken {
    function transfer(address to, uint256 value) external returns (bool);
    function transferFrom(address from, address to, uint256 value) external returns (bool);
}

/// @title DevSwapRouter
/// @notice What a wallet calls to swap on Foyer's local devnet: exact-input swaps along a path of
///         tokens (one pool per hop), from ETH, to ETH or between ERC-20s, each with the least
///         output the caller accepts (`amountOutMin`, its slippage bound) and a `deadline`; and the
///         views that quote them. The swap functions take the same arguments as the widely used
///         exact-input router calls, so a wallet's calldata for them looks familiar.
/// @dev The pools are fixed at deployment: the constructor registers each pair by its tokens.
///      To swap an ERC-20 in, approve this router for `amountIn` first. ETH goes through DevWeth.
///      Written for Foyer's devnet, not copied from any AMM.
contract DevSwapRouter {
    /// @notice The fee every pool takes from a swap's input, in basis points (0.3%).
    uint256 public constant FEE_BPS = 30;

    address public immutable weth;
    /// @notice The pool of two tokens, in either order, or the zero address.
    mapping(address tokenA => mapping(address tokenB => address pair)) public getPair;
    address[] private _pairs;

    modifier beforeDeadline(uint256 deadline) {
        require(block.timestamp <= deadline, "DevSwap: EXPIRED");
        _;
    }

    constructor(address weth_, address[] memory pairs_) {
        weth = weth_;
        for (uint256 i = 0; i < pairs_.length; i++) {
            address pair = pairs_[i];
            address token0 = IDevSwapPair(pair).token0();
            address token1 = IDevSwapPair(pair).token1();
            require(getPair[token0][token1] == address(0), "DevSwap: PAIR_EXISTS");
            getPair[token0][token1] = pair;
            getPair[token1][token0] = pair;
            _pairs.push(pair);
        }
    }

    /// @dev Only DevWeth sends ether here, when a swap to ETH unwraps its output.
    receive() external payable {
        require(msg.sender == weth, "DevSwap: ONLY_WETH");
    }

    /// @notice Every pool the router swaps through.
    function allPairs() external view returns (address[] memory) {
        return _pairs;
    }

    /// @notice What `amountIn` buys from a pool holding `reserveIn` and `reserveOut`: the output that
    ///         keeps reserveIn × reserveOut after 0.3% of the input is kept as the fee, rounded down.
    function getAmountOut(uint256 amountIn, uint256 reserveIn, uint256 reserveOut) public pure returns (uint256 amountOut) {
        require(amountIn > 0, "DevSwap: INSUFFICIENT_INPUT_AMOUNT");
        require(reserveIn > 0 && reserveOut > 0, "DevSwap: INSUFFICIENT_LIQUIDITY");
        uint256 inAfterFee = amountIn * (10_000 - FEE_BPS);
        amountOut = (inAfterFee * reserveOut) / (reserveIn * 10_000 + inAfterFee);
    }

    /// @notice The amounts along `path` for `amountIn` of `path[0]`: amounts[0] is amountIn, the last
    ///         is what the swap pays out. Reverts if a hop has no pool.
    function getAmountsOut(uint256 amountIn, address[] calldata path) public view returns (uint256[] memory amounts) {
        require(path.length >= 2, "DevSwap: INVALID_PATH");
        amounts = new uint256[](path.length);
        amounts[0] = amountIn;
        for (uint256 i = 0; i < path.length - 1; i++) {
            (uint256 reserveIn, uint256 reserveOut) = _reserves(path[i], path[i + 1]);
            amounts[i + 1] = getAmountOut(amounts[i], reserveIn, reserveOut);
        }
    }

    /// @notice Swaps `amountIn` of `path[0]` (approved to this router) for at least `amountOutMin`
    ///         of the last token of `path`, paid to `to`.
    function swapExactTokensForTokens(
        uint256 amountIn,
        uint256 amountOutMin,
        address[] calldata path,
        address to,
        uint256 deadline
    ) external beforeDeadline(deadline) returns (uint256[] memory amounts) {
        amounts = _quoteAtLeast(amountIn, amountOutMin, path);
        _safeTransferFrom(path[0], msg.sender, _pairOf(path[0], path[1]), amounts[0]);
        _swap(amounts, path, to);
    }

    /// @notice Swaps the ETH sent for at least `amountOutMin` of the last token of `path`, paid to
    ///         `to`; `path` starts with `weth`.
    function swapExactETHForTokens(
        uint256 amountOutMin,
        address[] calldata path,
        address to,
        uint256 deadline
    ) external payable beforeDeadline(deadline) returns (uint256[] memory amounts) {
        require(path.length >= 2 && path[0] == weth, "DevSwap: INVALID_PATH");
        amounts = _quoteAtLeast(msg.value, amountOutMin, path);
        IDevSwapWeth(weth).deposit{value: msg.value}();
        _safeTransfer(weth, _pairOf(path[0], path[1]), msg.value);
        _swap(amounts, path, to);
    }

    /// @notice Swaps `amountIn` of `path[0]` (approved to this router) for at least `amountOutMin`
    ///         ETH, paid to `to`; `path` ends with `weth`.
    function swapExactTokensForETH(
        uint256 amountIn,
        uint256 amountOutMin,
        address[] calldata path,
        address to,
        uint256 deadline
    ) external beforeDeadline(deadline) returns (uint256[] memory amounts) {
        require(path.length >= 2 && path[path.length - 1] == weth, "DevSwap: INVALID_PATH");
        amounts = _quoteAtLeast(amountIn, amountOutMin, path);
        _safeTransferFrom(path[0], msg.sender, _pairOf(path[0], path[1]), amounts[0]);
        _swap(amounts, path, address(this));
        uint256 amountOut = amounts[amounts.length - 1];
        IDevSwapWeth(weth).withdraw(amountOut);
        (bool sent, ) = to.call{value: amountOut}("");
        require(sent, "DevSwap: ETH_TRANSFER_FAILED");
    }

    function _quoteAtLeast(uint256 amountIn, uint256 amountOutMin, address[] calldata path) private view returns (uint256[] memory amounts) {
        amounts = getAmountsOut(amountIn, path);
        require(amounts[amounts.length - 1] >= amountOutMin, "DevSwap: INSUFFICIENT_OUTPUT_AMOUNT");
    }

    /// @dev The input is already in the first pool; each pool pays its output into the next one,
    ///      the last pays `to`.
    function _swap(uint256[] memory amounts, address[] calldata path, address to) private {
        for (uint256 i = 0; i < path.length - 1; i++) {
            (address input, address output) = (path[i], path[i + 1]);
            uint256 amountOut = amounts[i + 1];
            // The pool's token0 is the lower address: selling token0 buys token1, and the other way.
            (uint256 amount0Out, uint256 amount1Out) = input < output ? (uint256(0), amountOut) : (amountOut, uint256(0));
            address recipient = i + 2 < path.length ? _pairOf(output, path[i + 2]) : to;
            IDevSwapPair(_pairOf(input, output)).swap(amount0Out, amount1Out, recipient);
        }
    }

    function _pairOf(address tokenA, address tokenB) private view returns (address pair) {
        pair = getPair[tokenA][tokenB];
        require(pair != address(0), "DevSwap: NO_PAIR");
    }

    function _reserves(address tokenIn, address tokenOut) private view returns (uint256 reserveIn, uint256 reserveOut) {
        (uint256 reserve0, uint256 reserve1) = IDevSwapPair(_pairOf(tokenIn, tokenOut)).getReserves();
        (reserveIn, reserveOut) = tokenIn < tokenOut ? (reserve0, reserve1) : (reserve1, reserve0);
    }

    /// @dev Succeeds if the call did and returned true, or returned nothing from a contract (USDT).
    function _safeTransfer(address token, address to, uint256 value) private {
        (bool ok, bytes memory data) = token.call(abi.encodeCall(IDevSwapToken.transfer, (to, value)));
        require(ok && (data.length == 0 ? token.code.length > 0 : abi.decode(data, (bool))), "DevSwap: TRANSFER_FAILED");
    }

    /// @dev As `_safeTransfer`, for `transferFrom`: a missing approval reverts as TRANSFER_FROM_FAILED.
    function _safeTransferFrom(address token, address from, address to, uint256 value) private {
        (bool ok, bytes memory data) = token.call(abi.encodeCall(IDevSwapToken.transferFrom, (from, to, value)));
        require(ok && (data.length == 0 ? token.code.length > 0 : abi.decode(data, (bool))), "DevSwap: TRANSFER_FROM_FAILED");
    }
}
