// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @title OffchainResolver
/// @notice An ENSIP-10 wildcard resolver whose records live off chain: every `resolve(name, data)`
///         reverts with an EIP-3668 OffchainLookup to the gateway URLs, and `resolveWithProof`
///         accepts the gateway's answer only when a trusted signer signed it and it has not expired.
/// @dev The signed digest is keccak256(0x1900 ‖ this resolver ‖ expires ‖ keccak256(request) ‖
///      keccak256(result)), the one ENS's offchain-resolver gateways sign, so any such gateway fits.
contract OffchainResolver {
    address public owner;
    string[] private _urls;
    mapping(address signer => bool) public isSigner;

    event UrlsChanged(string[] urls);
    event SignerChanged(address indexed signer, bool trusted);

    error OffchainLookup(address sender, string[] urls, bytes callData, bytes4 callbackFunction, bytes extraData);
    error NotOwner(address caller);
    /// @notice The gateway's answer was not signed by a trusted signer (`signer` is who did, or 0).
    error GatewaySignatureInvalid(address signer);
    error GatewayResponseExpired(uint64 expires);

    modifier onlyOwner() {
        if (msg.sender != owner) revert NotOwner(msg.sender);
        _;
    }

    constructor(string[] memory urls_, address[] memory signers) {
        owner = msg.sender;
        _setUrls(urls_);
        for (uint256 i = 0; i < signers.length; i++) {
            isSigner[signers[i]] = true;
            emit SignerChanged(signers[i], true);
        }
    }

    /// @notice The gateway URLs (EIP-3668 templates) lookups are sent to.
    function urls() external view returns (string[] memory) {
        return _urls;
    }

    /// @notice Points the lookups at other gateways (the devnet learns its server's URL only once it listens).
    function setUrls(string[] calldata newUrls) external onlyOwner {
        _setUrls(newUrls);
    }

    function setSigner(address signer, bool trusted) external onlyOwner {
        isSigner[signer] = trusted;
        emit SignerChanged(signer, trusted);
    }

    function transferOwnership(address newOwner) external onlyOwner {
        owner = newOwner;
    }

    /// @notice ERC-165: IExtendedResolver (ENSIP-10) and ERC-165 itself.
    function supportsInterface(bytes4 interfaceId) external pure returns (bool) {
        return interfaceId == 0x9061b923 || interfaceId == 0x01ffc9a7;
    }

    /// @notice ENSIP-10: any record of any name under the node this resolver is set for, answered off chain.
    function resolve(bytes calldata name, bytes calldata data) external view returns (bytes memory) {
        bytes memory callData = abi.encodeWithSelector(this.resolve.selector, name, data);
        revert OffchainLookup(address(this), _urls, callData, this.resolveWithProof.selector, abi.encode(callData, address(this)));
    }

    /// @notice The OffchainLookup callback: `response` is abi.encode(bytes result, uint64 expires, bytes signature).
    function resolveWithProof(bytes calldata response, bytes calldata extraData) external view returns (bytes memory) {
        (bytes memory request, ) = abi.decode(extraData, (bytes, address));
        (bytes memory result, uint64 expires, bytes memory signature) = abi.decode(response, (bytes, uint64, bytes));
        bytes32 digest = keccak256(abi.encodePacked(hex"1900", address(this), expires, keccak256(request), keccak256(result)));
        address signer = _recover(digest, signature);
        if (!isSigner[signer]) revert GatewaySignatureInvalid(signer);
        if (expires < block.timestamp) revert GatewayResponseExpired(expires);
        return result;
    }

    function _setUrls(string[] memory newUrls) private {
        delete _urls;
        for (uint256 i = 0; i < newUrls.length; i++) _urls.push(newUrls[i]);
        emit UrlsChanged(newUrls);
    }

    /// @dev A 65-byte r ‖ s ‖ v signature's signer, or 0 for a malformed or malleable (high-s) one.
    function _recover(bytes32 digest, bytes memory signature) private pure returns (address) {
        if (signature.length != 65) return address(0);
        bytes32 r;
        bytes32 s;
        uint8 v;
        assembly {
            r := mload(add(signature, 32))
            s := mload(add(signature, 64))
            v := byte(0, mload(add(signature, 96)))
        }
        if (v < 27) v += 27;
        if (uint256(s) > 0x7FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF5D576E7357A4501DDFE92F46681B20A0) return address(0);
        return ecrecover(digest, v, r, s);
    }
}
