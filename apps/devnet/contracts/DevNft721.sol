// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @notice What a contract must answer to take an ERC-721 by safeTransferFrom.
interface IERC721Receiver {
    function onERC721Received(address operator, address from, uint256 tokenId, bytes calldata data) external returns (bytes4);
}

/// @title DevNft721
/// @notice A minimal ERC-721 (with the metadata extension) for Foyer's local devnet. Tokens 1..n
///         are minted in the constructor, each with the tokenURI it is given (a data: URI holding
///         its JSON metadata), so one deploy transaction seeds a whole collection.
/// @dev Reverts use the ERC-6093 error names so wallets and viem decode them like any collection's.
contract DevNft721 {
    string public name;
    string public symbol;
    mapping(uint256 tokenId => address) private _owners;
    mapping(address owner => uint256) private _balances;
    mapping(uint256 tokenId => string) private _tokenUris;
    mapping(uint256 tokenId => address) public getApproved;
    mapping(address owner => mapping(address operator => bool)) public isApprovedForAll;

    event Transfer(address indexed from, address indexed to, uint256 indexed tokenId);
    event Approval(address indexed owner, address indexed approved, uint256 indexed tokenId);
    event ApprovalForAll(address indexed owner, address indexed operator, bool approved);

    error ERC721InvalidOwner(address owner);
    error ERC721NonexistentToken(uint256 tokenId);
    error ERC721IncorrectOwner(address sender, uint256 tokenId, address owner);
    error ERC721InsufficientApproval(address operator, uint256 tokenId);
    error ERC721InvalidReceiver(address receiver);
    error HoldersAndUrisDiffer(uint256 holders, uint256 uris);

    constructor(string memory name_, string memory symbol_, address[] memory holders, string[] memory uris) {
        if (holders.length != uris.length) revert HoldersAndUrisDiffer(holders.length, uris.length);
        name = name_;
        symbol = symbol_;
        for (uint256 i = 0; i < holders.length; i++) {
            _mint(holders[i], i + 1, uris[i]);
        }
    }

    /// @notice ERC-165: ERC-165 itself, ERC-721 and its metadata extension.
    function supportsInterface(bytes4 interfaceId) external pure returns (bool) {
        return interfaceId == 0x01ffc9a7 || interfaceId == 0x80ac58cd || interfaceId == 0x5b5e139f;
    }

    function balanceOf(address owner) external view returns (uint256) {
        if (owner == address(0)) revert ERC721InvalidOwner(owner);
        return _balances[owner];
    }

    function ownerOf(uint256 tokenId) public view returns (address) {
        address owner = _owners[tokenId];
        if (owner == address(0)) revert ERC721NonexistentToken(tokenId);
        return owner;
    }

    function tokenURI(uint256 tokenId) external view returns (string memory) {
        ownerOf(tokenId);
        return _tokenUris[tokenId];
    }

    function approve(address to, uint256 tokenId) external {
        address owner = ownerOf(tokenId);
        if (msg.sender != owner && !isApprovedForAll[owner][msg.sender]) revert ERC721InsufficientApproval(msg.sender, tokenId);
        getApproved[tokenId] = to;
        emit Approval(owner, to, tokenId);
    }

    function setApprovalForAll(address operator, bool approved) external {
        isApprovedForAll[msg.sender][operator] = approved;
        emit ApprovalForAll(msg.sender, operator, approved);
    }

    function transferFrom(address from, address to, uint256 tokenId) public {
        address owner = ownerOf(tokenId);
        if (owner != from) revert ERC721IncorrectOwner(from, tokenId, owner);
        if (msg.sender != owner && getApproved[tokenId] != msg.sender && !isApprovedForAll[owner][msg.sender]) {
            revert ERC721InsufficientApproval(msg.sender, tokenId);
        }
        // Sending to the zero address would silently burn; a devnet user almost surely mistyped.
        if (to == address(0)) revert ERC721InvalidReceiver(to);
        delete getApproved[tokenId];
        unchecked {
            _balances[from] -= 1;
        }
        _balances[to] += 1;
        _owners[tokenId] = to;
        emit Transfer(from, to, tokenId);
    }

    function safeTransferFrom(address from, address to, uint256 tokenId) external {
        safeTransferFrom(from, to, tokenId, "");
    }

    function safeTransferFrom(address from, address to, uint256 tokenId, bytes memory data) public {
        transferFrom(from, to, tokenId);
        if (to.code.length > 0) {
            bytes4 answer = IERC721Receiver(to).onERC721Received(msg.sender, from, tokenId, data);
            if (answer != IERC721Receiver.onERC721Received.selector) revert ERC721InvalidReceiver(to);
        }
    }

    function _mint(address to, uint256 tokenId, string memory uri) private {
        if (to == address(0)) revert ERC721InvalidReceiver(to);
        _owners[tokenId] = to;
        _balances[to] += 1;
        _tokenUris[tokenId] = uri;
        emit Transfer(address(0), to, tokenId);
    }
}
