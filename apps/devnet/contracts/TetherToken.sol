// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @title TetherToken
/// @notice An ERC-20 for Foyer's local devnet that behaves as USDT does on Ethereum mainnet, so a
///         send works with the tokens people actually hold, not only with well-behaved ones:
///         - `transfer`, `transferFrom` and `approve` return nothing (no bool), which breaks
///           callers that decode a return value;
///         - `decimals` is a uint256, not a uint8;
///         - the parameters carry USDT's names (`_to`, `_value`, …);
///         - `approve` refuses to move one non-zero allowance to another (set it to 0 first);
///         - failures revert without a reason, as USDT's `require`s and `throw`s do;
///         - `owner` can `issue` new tokens to itself, announced by an `Issue` event and, as on
///           mainnet, no `Transfer` (the devnet's AMM deployer is the owner: it funds the pools).
///         Written for Foyer, not copied: only the external behaviour follows USDT.
/// @dev The seeded balances are minted in the constructor to the given holders, like DevToken.
contract TetherToken {
    string public name;
    string public symbol;
    uint256 public decimals;
    uint256 public _totalSupply;
    address public owner;
    mapping(address => uint256) private balances;
    mapping(address => mapping(address => uint256)) private allowed;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);
    event Issue(uint256 amount);

    constructor(
        string memory _name,
        string memory _symbol,
        uint256 _decimals,
        address[] memory _holders,
        uint256[] memory _amounts,
        address _owner
    ) {
        require(_holders.length == _amounts.length);
        name = _name;
        symbol = _symbol;
        decimals = _decimals;
        owner = _owner;
        for (uint256 i = 0; i < _holders.length; i++) {
            balances[_holders[i]] += _amounts[i];
            _totalSupply += _amounts[i];
            emit Transfer(address(0), _holders[i], _amounts[i]);
        }
    }

    function issue(uint256 amount) public {
        require(msg.sender == owner);
        balances[owner] += amount;
        _totalSupply += amount;
        emit Issue(amount);
    }

    function totalSupply() public view returns (uint256) {
        return _totalSupply;
    }

    function balanceOf(address who) public view returns (uint256) {
        return balances[who];
    }

    function allowance(address _owner, address _spender) public view returns (uint256 remaining) {
        return allowed[_owner][_spender];
    }

    function transfer(address _to, uint256 _value) public {
        _move(msg.sender, _to, _value);
    }

    function transferFrom(address _from, address _to, uint256 _value) public {
        uint256 _allowance = allowed[_from][msg.sender];
        require(_allowance >= _value);
        if (_allowance < type(uint256).max) {
            allowed[_from][msg.sender] = _allowance - _value;
        }
        _move(_from, _to, _value);
    }

    function approve(address _spender, uint256 _value) public {
        // USDT's race guard: an allowance must go through zero before it changes.
        require(!((_value != 0) && (allowed[msg.sender][_spender] != 0)));
        allowed[msg.sender][_spender] = _value;
        emit Approval(msg.sender, _spender, _value);
    }

    function _move(address _from, address _to, uint256 _value) private {
        require(_to != address(0));
        require(balances[_from] >= _value);
        balances[_from] -= _value;
        balances[_to] += _value;
        emit Transfer(_from, _to, _value);
    }
}
