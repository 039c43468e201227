// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @title DevToken
/// @notice A minimal ERC-20 for Foyer's local devnet. The seeded balances are minted in the
///         constructor to the given holders, so one deploy transaction seeds every balance; later
///         only `minter` (the devnet's AMM deployer, which funds the pools with it) can mint more.
/// @dev Reverts use the ERC-6093 error names so wallets and viem decode them like any token's.
contract DevToken {
    string public name;
    string public symbol;
    uint8 public immutable decimals;
    uint256 public totalSupply;
    /// @notice The one account that may mint after deployment.
    address public immutable minter;
    mapping(address account => uint256) public balanceOf;
    mapping(address owner => mapping(address spender => uint256)) public allowance;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);

    error ERC20InsufficientBalance(address sender, uint256 balance, uint256 needed);
    error ERC20InsufficientAllowance(address spender, uint256 allowance, uint256 needed);
    error ERC20InvalidReceiver(address receiver);
    error HoldersAndAmountsDiffer(uint256 holders, uint256 amounts);
    error UnauthorizedMinter(address caller);

    constructor(
        string memory name_,
        string memory symbol_,
        uint8 decimals_,
        address[] memory holders,
        uint256[] memory amounts,
        address minter_
    ) {
        if (holders.length != amounts.length) revert HoldersAndAmountsDiffer(holders.length, amounts.length);
        name = name_;
        symbol = symbol_;
        decimals = decimals_;
        minter = minter_;
        for (uint256 i = 0; i < holders.length; i++) {
            _mint(holders[i], amounts[i]);
        }
    }

    function mint(address to, uint256 value) external {
        if (msg.sender != minter) revert UnauthorizedMinter(msg.sender);
        _mint(to, value);
    }

    function transfer(address to, uint256 value) external returns (bool) {
        _transfer(msg.sender, to, value);
        return true;
    }

    function approve(address spender, uint256 value) external returns (bool) {
        allowance[msg.sender][spender] = value;
        emit Approval(msg.sender, spender, value);
        return true;
    }

    function transferFrom(address from, address to, uint256 value) external returns (bool) {
        uint256 allowed = allowance[from][msg.sender];
        // An allowance of 2^256-1 means "unlimited" and is never spent down, as in most tokens.
        if (allowed != type(uint256).max) {
            if (allowed < value) revert ERC20InsufficientAllowance(msg.sender, allowed, value);
            allowance[from][msg.sender] = allowed - value;
        }
        _transfer(from, to, value);
        return true;
    }

    function _transfer(address from, address to, uint256 value) private {
        // Sending to the zero address would silently burn; a devnet user almost surely mistyped.
        if (to == address(0)) revert ERC20InvalidReceiver(to);
        uint256 balance = balanceOf[from];
        if (balance < value) revert ERC20InsufficientBalance(from, balance, value);
        unchecked {
            balanceOf[from] = balance - value;
        }
        balanceOf[to] += value;
        emit Transfer(from, to, value);
    }

    function _mint(address to, uint256 value) private {
        if (to == address(0)) revert ERC20InvalidReceiver(to);
        totalSupply += value;
        balanceOf[to] += value;
        emit Transfer(address(0), to, value);
    }
}
