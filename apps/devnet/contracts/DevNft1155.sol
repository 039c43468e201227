// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @notice What a contract must answer to take ERC-1155 tokens.
interface IERC1155Receiver {
    function onERC1155Received(address operator, address from, uint256 id, uint256 value, bytes calldata data) external returns (bytes4);
    function onERC1155BatchReceived(address operator, address from, uint256[] calldata ids, uint256[] calldata values, bytes calldata data)
        external
        returns (bytes4);
}

/// @title DevNft1155
/// @notice A minimal ERC-1155 (with the metadata URI extension) for Foyer's local devnet. Token
///         ids 1..n get the uri they are given (a data: URI holding their JSON metadata), and each
///         holder's tokens are minted in the constructor: one id as TransferSingle, several as one
///         TransferBatch, so one deploy transaction seeds the collection and emits both events.
/// @dev Reverts use the ERC-6093 error names. `name` is not part of ERC-1155; explorers read it.
contract DevNft1155 {
    string public name;
    mapping(uint256 id => mapping(address account => uint256)) private _balances;
    mapping(uint256 id => string) private _uris;
    mapping(address account => mapping(address operator => bool)) public isApprovedForAll;

    event TransferSingle(address indexed operator, address indexed from, address indexed to, uint256 id, uint256 value);
    event TransferBatch(address indexed operator, address indexed from, address indexed to, uint256[] ids, uint256[] values);
    event ApprovalForAll(address indexed account, address indexed operator, bool approved);
    event URI(string value, uint256 indexed id);

    error ERC1155InsufficientBalance(address sender, uint256 balance, uint256 needed, uint256 tokenId);
    error ERC1155InvalidReceiver(address receiver);
    error ERC1155MissingApprovalForAll(address operator, address owner);
    error ERC1155InvalidArrayLength(uint256 idsLength, uint256 valuesLength);

    constructor(
        string memory name_,
        string[] memory uris,
        address[] memory holders,
        uint256[][] memory ids,
        uint256[][] memory values
    ) {
        if (holders.length != ids.length || holders.length != values.length) revert ERC1155InvalidArrayLength(ids.length, values.length);
        name = name_;
        for (uint256 i = 0; i < uris.length; i++) {
            _uris[i + 1] = uris[i];
            emit URI(uris[i], i + 1);
        }
        for (uint256 i = 0; i < holders.length; i++) {
            _move(address(0), holders[i], ids[i], values[i]);
        }
    }

    /// @notice ERC-165: ERC-165 itself, ERC-1155 and its metadata URI extension.
    function supportsInterface(bytes4 interfaceId) external pure returns (bool) {
        return interfaceId == 0x01ffc9a7 || interfaceId == 0xd9b67a26 || interfaceId == 0x0e89341c;
    }

    function uri(uint256 id) external view returns (string memory) {
        return _uris[id];
    }

    function balanceOf(address account, uint256 id) public view returns (uint256) {
        return _balances[id][account];
    }

    function balanceOfBatch(address[] calldata accounts, uint256[] calldata ids) external view returns (uint256[] memory balances) {
        if (accounts.length != ids.length) revert ERC1155InvalidArrayLength(ids.length, accounts.length);
        balances = new uint256[](accounts.length);
        for (uint256 i = 0; i < accounts.length; i++) {
            balances[i] = balanceOf(accounts[i], ids[i]);
        }
    }

    function setApprovalForAll(address operator, bool approved) external {
        isApprovedForAll[msg.sender][operator] = approved;
        emit ApprovalForAll(msg.sender, operator, approved);
    }

    function safeTransferFrom(address from, address to, uint256 id, uint256 value, bytes calldata data) external {
        _checkOperator(from);
        uint256[] memory ids = new uint256[](1);
        uint256[] memory values = new uint256[](1);
        ids[0] = id;
        values[0] = value;
        _move(from, to, ids, values);
        if (to.code.length > 0) {
            bytes4 answer = IERC1155Receiver(to).onERC1155Received(msg.sender, from, id, value, data);
            if (answer != IERC1155Receiver.onERC1155Received.selector) revert ERC1155InvalidReceiver(to);
        }
    }

    function safeBatchTransferFrom(address from, address to, uint256[] calldata ids, uint256[] calldata values, bytes calldata data) external {
        _checkOperator(from);
        _move(from, to, ids, values);
        if (to.code.length > 0) {
            bytes4 answer = IERC1155Receiver(to).onERC1155BatchReceived(msg.sender, from, ids, values, data);
            if (answer != IERC1155Receiver.onERC1155BatchReceived.selector) revert ERC1155InvalidReceiver(to);
        }
    }

    function _checkOperator(address from) private view {
        if (from != msg.sender && !isApprovedForAll[from][msg.sender]) revert ERC1155MissingApprovalForAll(msg.sender, from);
    }

    /// @dev Moves (or, from the zero address, mints) values of ids; one id is a TransferSingle, several a TransferBatch.
    function _move(address from, address to, uint256[] memory ids, uint256[] memory values) private {
        if (ids.length != values.length) revert ERC1155InvalidArrayLength(ids.length, values.length);
        if (to == address(0)) revert ERC1155InvalidReceiver(to);
        for (uint256 i = 0; i < ids.length; i++) {
            if (from != address(0)) {
                uint256 balance = _balances[ids[i]][from];
                if (balance < values[i]) revert ERC1155InsufficientBalance(from, balance, values[i], ids[i]);
                unchecked {
                    _balances[ids[i]][from] = balance - values[i];
                }
            }
            _balances[ids[i]][to] += values[i];
        }
        if (ids.length == 1) emit TransferSingle(msg.sender, from, to, ids[0], values[0]);
        else emit TransferBatch(msg.sender, from, to, ids, values);
    }
}
