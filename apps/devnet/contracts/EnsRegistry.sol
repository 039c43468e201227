// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @title EnsRegistry
/// @notice The ENS registry (EIP-137) for Foyer's devnet: who owns a node and which resolver
///         answers for it. The root belongs to the deployer, who hands out the names below it.
/// @dev Only the calls resolution and the devnet's setup need: no operators, no TTLs.
contract EnsRegistry {
    struct Record {
        address owner;
        address resolver;
    }

    mapping(bytes32 node => Record) private _records;

    event NewOwner(bytes32 indexed node, bytes32 indexed label, address owner);
    event Transfer(bytes32 indexed node, address owner);
    event NewResolver(bytes32 indexed node, address resolver);

    error Unauthorised(bytes32 node, address caller);

    modifier onlyOwnerOf(bytes32 node) {
        if (_records[node].owner != msg.sender) revert Unauthorised(node, msg.sender);
        _;
    }

    constructor() {
        _records[bytes32(0)].owner = msg.sender;
        emit Transfer(bytes32(0), msg.sender);
    }

    function owner(bytes32 node) external view returns (address) {
        return _records[node].owner;
    }

    function resolver(bytes32 node) external view returns (address) {
        return _records[node].resolver;
    }

    function setOwner(bytes32 node, address newOwner) external onlyOwnerOf(node) {
        _records[node].owner = newOwner;
        emit Transfer(node, newOwner);
    }

    /// @notice Gives `label` under `node` to `newOwner`; answers the subnode, keccak256(node ‖ label).
    function setSubnodeOwner(bytes32 node, bytes32 label, address newOwner) external onlyOwnerOf(node) returns (bytes32 subnode) {
        subnode = keccak256(abi.encodePacked(node, label));
        _records[subnode].owner = newOwner;
        emit NewOwner(node, label, newOwner);
    }

    function setResolver(bytes32 node, address newResolver) external onlyOwnerOf(node) {
        _records[node].resolver = newResolver;
        emit NewResolver(node, newResolver);
    }
}
