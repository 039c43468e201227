// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

interface IEnsRegistryResolvers {
    function resolver(bytes32 node) external view returns (address);
}

/// @notice The batch gateway ENS clients run themselves when the gateway list says `x-batch-gateway:true` (viem does).
interface IBatchGateway {
    struct Query {
        address sender;
        string[] urls;
        bytes data;
    }

    function query(Query[] memory queries) external view returns (bool[] memory failures, bytes[] memory responses);
}

/// @title UniversalResolver
/// @notice The one contract an ENS client asks (viem's `getEnsAddress`, `getEnsText`, `getEnsName`):
///         it finds a name's resolver in the registry (ENSIP-10: the nearest ancestor's, when that
///         resolver takes wildcards), calls it, and when the resolver answers off chain (EIP-3668),
///         reverts with an OffchainLookup of its own through the caller's batch gateways, so the
///         client's CCIP-read comes back to this contract's callbacks. Reverse resolution reads the
///         address's reverse name (ENSIP-19) and checks that the name it finds points back.
/// @dev The errors are those of ENS's universal resolver, so clients read "no name" as no name.
contract UniversalResolver {
    bytes4 private constant EXTENDED_RESOLVER = 0x9061b923;
    bytes4 private constant ADDR = 0x3b3b57de; // addr(bytes32)
    bytes4 private constant ADDR_COIN = 0xf1cb7e06; // addr(bytes32,uint256)
    bytes4 private constant NAME = 0x691f3431; // name(bytes32)
    uint256 private constant ETHEREUM_COIN_TYPE = 60;
    bytes16 private constant HEX_DIGITS = "0123456789abcdef";

    IEnsRegistryResolvers public immutable registry;

    error OffchainLookup(address sender, string[] urls, bytes callData, bytes4 callbackFunction, bytes extraData);
    error DNSDecodingFailed(bytes dns);
    error DNSEncodingFailed(string ens);
    error ResolverNotFound(bytes name);
    error ResolverNotContract(bytes name, address resolver);
    error ResolverError(bytes errorData);
    error ReverseAddressMismatch(string primary, bytes primaryAddress);
    error HttpError(uint16 status, string message);
    error InvalidBatchGatewayResponse();

    /// @dev A resolver call ready to send: to whom, what, and whether it goes through ENSIP-10's resolve().
    struct ResolverCall {
        address resolver;
        bool extended;
        bytes data;
    }

    /// @dev A resolver's OffchainLookup, decoded.
    struct OffchainLookupArgs {
        address sender;
        string[] urls;
        bytes callData;
        bytes4 callbackFunction;
        bytes extraData;
    }

    constructor(IEnsRegistryResolvers registry_) {
        registry = registry_;
    }

    /// @notice Resolves `data` (a resolver call such as addr(node)) for the DNS-encoded `name`.
    function resolveWithGateways(bytes calldata name, bytes calldata data, string[] calldata gateways)
        external
        view
        returns (bytes memory result, address resolver)
    {
        ResolverCall memory call = _resolverCall(name, data);
        return (_callResolver(call, gateways, this.resolveCallback.selector, ""), call.resolver);
    }

    function resolveCallback(bytes calldata response, bytes calldata extraData) external view returns (bytes memory result, address resolver) {
        (result, resolver, ) = _answerOf(response, extraData);
    }

    /// @notice The primary name of `lookupAddress` for `coinType`, checked to resolve back to it.
    function reverseWithGateways(bytes calldata lookupAddress, uint256 coinType, string[] calldata gateways)
        external
        view
        returns (string memory primary, address resolver, address reverseResolver)
    {
        bytes memory reverseName = _reverseName(lookupAddress, coinType);
        ResolverCall memory call = _resolverCall(reverseName, abi.encodeWithSelector(NAME, _namehash(reverseName, 0)));
        bytes memory context = abi.encode(lookupAddress, coinType, gateways);
        bytes memory answer = _callResolver(call, gateways, this.reverseNameCallback.selector, context);
        return _forwardCheck(abi.decode(answer, (string)), call.resolver, lookupAddress, coinType, gateways);
    }

    function reverseNameCallback(bytes calldata response, bytes calldata extraData) external view returns (string memory, address, address) {
        (bytes memory answer, address reverseResolver, bytes memory context) = _answerOf(response, extraData);
        (bytes memory lookupAddress, uint256 coinType, string[] memory gateways) = abi.decode(context, (bytes, uint256, string[]));
        return _forwardCheck(abi.decode(answer, (string)), reverseResolver, lookupAddress, coinType, gateways);
    }

    function reverseAddressCallback(bytes calldata response, bytes calldata extraData) external view returns (string memory, address, address) {
        (bytes memory answer, address resolver, bytes memory context) = _answerOf(response, extraData);
        (string memory primary, address reverseResolver, bytes memory lookupAddress, uint256 coinType) =
            abi.decode(context, (string, address, bytes, uint256));
        return _matched(answer, primary, resolver, reverseResolver, lookupAddress, coinType);
    }

    function supportsInterface(bytes4 interfaceId) external pure returns (bool) {
        return interfaceId == 0x01ffc9a7;
    }

    /// @dev Resolves the primary name's address for `coinType`; an empty name is no name, answered as such.
    function _forwardCheck(string memory primary, address reverseResolver, bytes memory lookupAddress, uint256 coinType, string[] memory gateways)
        private
        view
        returns (string memory, address, address)
    {
        if (bytes(primary).length == 0) return ("", address(0), reverseResolver);
        bytes memory name = _dnsEncode(primary);
        bytes32 node = _namehash(name, 0);
        ResolverCall memory call = _resolverCall(
            name,
            coinType == ETHEREUM_COIN_TYPE ? abi.encodeWithSelector(ADDR, node) : abi.encodeWithSelector(ADDR_COIN, node, coinType)
        );
        bytes memory context = abi.encode(primary, reverseResolver, lookupAddress, coinType);
        bytes memory answer = _callResolver(call, gateways, this.reverseAddressCallback.selector, context);
        return _matched(answer, primary, call.resolver, reverseResolver, lookupAddress, coinType);
    }

    function _matched(bytes memory answer, string memory primary, address resolver, address reverseResolver, bytes memory lookupAddress, uint256 coinType)
        private
        pure
        returns (string memory, address, address)
    {
        bytes memory primaryAddress = coinType == ETHEREUM_COIN_TYPE ? abi.encodePacked(abi.decode(answer, (address))) : abi.decode(answer, (bytes));
        if (keccak256(primaryAddress) != keccak256(lookupAddress)) revert ReverseAddressMismatch(primary, primaryAddress);
        return (primary, resolver, reverseResolver);
    }

    /// @dev The name's resolver (ENSIP-10: its own, else the nearest ancestor's if that one takes wildcards) and the call to send it.
    function _resolverCall(bytes memory name, bytes memory data) private view returns (ResolverCall memory call) {
        uint256 offset = 0;
        while (true) {
            if (offset >= name.length) revert DNSDecodingFailed(name);
            if (uint8(name[offset]) == 0) revert ResolverNotFound(name);
            call.resolver = registry.resolver(_namehash(name, offset));
            if (call.resolver != address(0)) break;
            offset += uint256(uint8(name[offset])) + 1;
        }
        if (call.resolver.code.length == 0) revert ResolverNotContract(name, call.resolver);
        call.extended = _supportsInterface(call.resolver, EXTENDED_RESOLVER);
        if (!call.extended && offset != 0) revert ResolverNotFound(name);
        call.data = call.extended ? abi.encodeWithSelector(EXTENDED_RESOLVER, name, data) : data;
    }

    /// @dev The resolver's answer; an OffchainLookup becomes this contract's, through the caller's gateways, to `callback`.
    function _callResolver(ResolverCall memory call, string[] memory gateways, bytes4 callback, bytes memory context)
        private
        view
        returns (bytes memory)
    {
        (bool ok, bytes memory returned) = call.resolver.staticcall(call.data);
        if (ok) return call.extended ? abi.decode(returned, (bytes)) : returned;
        if (returned.length < 4 || bytes4(returned) != OffchainLookup.selector) revert ResolverError(returned);
        OffchainLookupArgs memory lookup = _offchainLookupArgs(returned);
        if (lookup.sender != call.resolver) revert ResolverError(returned);
        _revertThroughBatchGateway(call, lookup, gateways, callback, context);
    }

    /// @dev Asks the caller to send the resolver's lookup through its batch gateways, and to call `callback` with the answer.
    function _revertThroughBatchGateway(
        ResolverCall memory call,
        OffchainLookupArgs memory lookup,
        string[] memory gateways,
        bytes4 callback,
        bytes memory context
    ) private view {
        IBatchGateway.Query[] memory queries = new IBatchGateway.Query[](1);
        queries[0] = IBatchGateway.Query(lookup.sender, lookup.urls, lookup.callData);
        revert OffchainLookup(
            address(this),
            gateways,
            abi.encodeCall(IBatchGateway.query, (queries)),
            callback,
            abi.encode(call.resolver, call.extended, lookup.callbackFunction, lookup.extraData, context)
        );
    }

    function _offchainLookupArgs(bytes memory revertData) private pure returns (OffchainLookupArgs memory lookup) {
        (lookup.sender, lookup.urls, lookup.callData, lookup.callbackFunction, lookup.extraData) =
            abi.decode(_withoutSelector(revertData), (address, string[], bytes, bytes4, bytes));
    }

    /// @dev Hands the batch gateway's one answer to the resolver's callback; answers its result, the resolver and the context.
    function _answerOf(bytes calldata response, bytes calldata extraData) private view returns (bytes memory answer, address resolver, bytes memory context) {
        bool extended;
        bytes4 resolverCallback;
        bytes memory resolverExtraData;
        (resolver, extended, resolverCallback, resolverExtraData, context) = abi.decode(extraData, (address, bool, bytes4, bytes, bytes));
        (bool[] memory failures, bytes[] memory responses) = abi.decode(response, (bool[], bytes[]));
        if (failures.length != 1 || responses.length != 1) revert InvalidBatchGatewayResponse();
        if (failures[0]) _revertGatewayFailure(responses[0]);
        (bool ok, bytes memory returned) = resolver.staticcall(abi.encodeWithSelector(resolverCallback, responses[0], resolverExtraData));
        // A resolver asking the gateways again from its callback is not followed: its answer is an error.
        if (!ok) revert ResolverError(returned);
        answer = extended ? abi.decode(returned, (bytes)) : returned;
    }

    /// @dev A gateway's HTTP error is passed on as is (the client reads it as no answer); anything else is the resolver's error.
    function _revertGatewayFailure(bytes memory failure) private pure {
        if (failure.length >= 4 && bytes4(failure) == HttpError.selector) {
            assembly {
                revert(add(failure, 32), mload(failure))
            }
        }
        revert ResolverError(failure);
    }

    /// @dev ENSIP-19: `<address hex>.addr.reverse` for Ethereum, `<address hex>.<coin type hex>.reverse` for other coins, DNS-encoded.
    function _reverseName(bytes calldata lookupAddress, uint256 coinType) private pure returns (bytes memory) {
        if (lookupAddress.length == 0 || lookupAddress.length > 127) revert ResolverNotFound("");
        bytes memory addressLabel = _lowerHex(lookupAddress);
        bytes memory coinLabel = coinType == ETHEREUM_COIN_TYPE ? bytes("addr") : _coinTypeLabel(coinType);
        return abi.encodePacked(uint8(addressLabel.length), addressLabel, uint8(coinLabel.length), coinLabel, uint8(7), "reverse", uint8(0));
    }

    /// @dev EIP-137's namehash of the DNS-encoded name from the label at `offset`.
    function _namehash(bytes memory name, uint256 offset) private pure returns (bytes32 node) {
        if (offset >= name.length) revert DNSDecodingFailed(name);
        uint256 length = uint8(name[offset]);
        if (length == 0) return bytes32(0);
        if (offset + 1 + length > name.length) revert DNSDecodingFailed(name);
        bytes32 labelHash;
        assembly {
            labelHash := keccak256(add(add(name, 33), offset), length)
        }
        return keccak256(abi.encodePacked(_namehash(name, offset + 1 + length), labelHash));
    }

    /// @dev "alice.foyer.id" → 0x05alice05foyer02id00; an empty label or one over 255 bytes cannot be encoded.
    function _dnsEncode(string memory ens) private pure returns (bytes memory dns) {
        bytes memory text = bytes(ens);
        dns = new bytes(text.length + 2);
        uint256 labelStart = 0;
        for (uint256 i = 0; i <= text.length; i++) {
            if (i < text.length && text[i] != ".") {
                dns[i + 1] = text[i];
                continue;
            }
            uint256 length = i - labelStart;
            if (length == 0 || length > 255) revert DNSEncodingFailed(ens);
            dns[labelStart] = bytes1(uint8(length));
            labelStart = i + 1;
        }
    }

    function _lowerHex(bytes memory data) private pure returns (bytes memory hex_) {
        hex_ = new bytes(data.length * 2);
        for (uint256 i = 0; i < data.length; i++) {
            hex_[2 * i] = HEX_DIGITS[uint8(data[i]) >> 4];
            hex_[2 * i + 1] = HEX_DIGITS[uint8(data[i]) & 0x0f];
        }
    }

    /// @dev A coin type as ENSIP-19 labels it: lowercase hex without leading zeros (0x80000001 → "80000001").
    function _coinTypeLabel(uint256 coinType) private pure returns (bytes memory label) {
        uint256 digits = 1;
        while (digits < 64 && coinType >> (4 * digits) != 0) digits++;
        label = new bytes(digits);
        for (uint256 i = 0; i < digits; i++) label[digits - 1 - i] = HEX_DIGITS[(coinType >> (4 * i)) & 0x0f];
    }

    function _supportsInterface(address target, bytes4 interfaceId) private view returns (bool) {
        (bool ok, bytes memory returned) = target.staticcall{gas: 30_000}(abi.encodeWithSelector(bytes4(0x01ffc9a7), interfaceId));
        return ok && returned.length >= 32 && abi.decode(returned, (bool));
    }

    /// @dev A copy of `data` past its 4-byte selector: an error's arguments, to decode.
    function _withoutSelector(bytes memory data) private pure returns (bytes memory rest) {
        rest = new bytes(data.length - 4);
        for (uint256 i = 0; i < rest.length; i++) rest[i] = data[i + 4];
    }
}
