// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @title DevWeth
/// @notice Wrapped ether for Foyer's local devnet: `deposit` ETH (or just send it) to get the same
///         amount of WETH, `withdraw` WETH to get the ETH back. The devnet's AMM pools hold WETH,
///         so a swap from or to ETH wraps or unwraps through this contract.
/// @dev An ERC-20 whose supply is the ether it holds. Wrapping and unwrapping also emit `Transfer`
///      from and to the zero address, so an indexer that reads only `Transfer` logs sees them.
///      Reverts use the ERC-6093 error names, as DevToken's do.
contract DevWeth {
    string public constant name = "Wrapped Ether (dev)";
    string public constant symbol = "WETH";
    uint8 public constant decimals = 18;
    mapping(address account => uint256) public balanceOf;
    mapping(address owner => mapping(address spender => uint256)) public allowance;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);
    event Deposit(address indexed account, uint256 value);
    event Withdrawal(address indexed account, uint256 value);

    error ERC20InsufficientBalance(address sender, uint256 balance, uint256 needed);
    error ERC20InsufficientAllowance(address spender, uint256 allowance, uint256 needed);
    error ERC20InvalidReceiver(address receiver);
    error EtherNotSent(address to, uint256 value);

    receive() external payable {
        deposit();
    }

    function deposit() public payable {
        balanceOf[msg.sender] += msg.value;
        emit Deposit(msg.sender, msg.value);
        emit Transfer(address(0), msg.sender, msg.value);
    }

    function withdraw(uint256 value) external {
        uint256 balance = balanceOf[msg.sender];
        if (balance < value) revert ERC20InsufficientBalance(msg.sender, balance, value);
        unchecked {
            balanceOf[msg.sender] = balance - value;
        }
        emit Withdrawal(msg.sender, value);
        emit Transfer(msg.sender, address(0), value);
        // Balance first, ether last: a caller re-entering here has nothing left to withdraw.
        (bool sent, ) = msg.sender.call{value: value}("");
        if (!sent) revert EtherNotSent(msg.sender, value);
    }

    function totalSupply() external view returns (uint256) {
        return address(this).balance;
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
        // An allowance of 2^256-1 means "unlimited" and is never spent down.
        if (from != msg.sender && allowed != type(uint256).max) {
            if (allowed < value) revert ERC20InsufficientAllowance(msg.sender, allowed, value);
            allowance[from][msg.sender] = allowed - value;
        }
        _transfer(from, to, value);
        return true;
    }

    function _transfer(address from, address to, uint256 value) private {
        if (to == address(0)) revert ERC20InvalidReceiver(to);
        uint256 balance = balanceOf[from];
        if (balance < value) revert ERC20InsufficientBalance(from, balance, value);
        unchecked {
            balanceOf[from] = balance - value;
        }
        balanceOf[to] += value;
        emit Transfer(from, to, value);
    }
}
