// swift-tools-version: 6.1
// Hearth: renders a household's shared data store into a static dashboard (HTML and Markdown).
//
// Modules depend in one direction only:
//   HearthDomain (pure Swift) <- HearthStore (SQLite) <- HearthSite (pages, templates, writer)
//   <- HearthLive (the rebuild watcher: the site kept current as the store changes, no HTTP)
//   <- HearthServer (preview server, the family's server) <- hearth (CLI)
//   HearthSite <- HearthAssistant (the household for AI assistants: MCP tools and resources) <- HearthServer, hearth
//   HearthSite <- HearthReport (reports on paper: PDF, PNG, ESC/POS; printers) <- HearthServer, hearth
// HearthTheme and HearthDemo hold the files of templates/ and demo/, embedded into the program
// at build time by the EmbedFolder plugin, so an installed `hearth` needs no files beside it; the
// domain reads its languages from HearthTheme's templates/i18n.
import PackageDescription

let package = Package(
    name: "Hearth",
    // macOS 15 for the standard library's Mutex (HouseholdStore); Linux has no such floor.
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "hearth", targets: ["hearth"])
    ],
    dependencies: [
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/hummingbird-project/swift-mustache", from: "2.1.1"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        // Sign-in for `hearth host`: sessions (HummingbirdAuth) and bcrypt password hashes (HummingbirdBcrypt).
        .package(url: "https://github.com/hummingbird-project/hummingbird-auth", from: "2.5.0"),
        // SHA-256 for content names and build fingerprints (already resolved through Hummingbird's packages).
        .package(url: "https://github.com/apple/swift-crypto", "3.12.3"..<"5.0.0"),
        // Hummingbird's own lifecycle library (already resolved through it): the rebuild watcher runs as
        // a service that stops on SIGINT and SIGTERM, in `hearth build --watch` as in the servers.
        .package(url: "https://github.com/swift-server/swift-service-lifecycle.git", from: "2.6.0"),
        // Hummingbird's network library (already resolved through it): a report sent to a receipt printer
        // on the network (`hearth report --to tcp://…`).
        .package(url: "https://github.com/apple/swift-nio", from: "2.81.0"),
        // The Model Context Protocol's official Swift SDK: `hearth mcp` (stdio) and `hearth host`'s `/mcp`.
        .package(url: "https://github.com/modelcontextprotocol/swift-sdk", from: "0.12.1"),
    ],
    targets: [
        // The domain reads which languages Hearth speaks, and their few words its rules need (the default chore
        // labels, the staples), from the built-in theme's templates/i18n files: a language is one file.
        .target(name: "HearthDomain", dependencies: ["HearthTheme"]),
        .target(
            name: "HearthStore",
            dependencies: ["HearthDomain", "HearthDemo", "CWebP", .product(name: "GRDB", package: "GRDB.swift"),
                           .product(name: "Crypto", package: "swift-crypto")]
        ),
        .target(
            name: "HearthSite",
            dependencies: [
                "HearthDomain", "HearthTheme", "CHearthSystem", "CQRencode", "CPNG", "CCmark",
                .product(name: "Mustache", package: "swift-mustache"),
                .product(name: "Crypto", package: "swift-crypto"),
            ]
        ),
        // The live core: the rebuild watcher that keeps the site current as the store and templates
        // change, for `hearth build --watch`, `hearth serve` and `hearth host` alike; and the notices
        // `hearth host` sends (ntfy, email, webhooks). No HTTP server.
        .target(
            name: "HearthLive",
            dependencies: [
                "HearthDomain", "HearthStore", "HearthSite",
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                // The webhooks' HMAC-SHA256 signatures (`NoticeCourier`).
                .product(name: "Crypto", package: "swift-crypto"),
            ]
        ),
        // The preview server (hearth serve) and the family's server (hearth host).
        .target(
            name: "HearthServer",
            dependencies: [
                "HearthDomain", "HearthStore", "HearthSite", "HearthLive", "HearthReport", "HearthAssistant", "CHearthSystem",
                .product(name: "MCP", package: "swift-sdk"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdAuth", package: "hummingbird-auth"),
                // Members' passwords, kept as bcrypt hashes (`BcryptPasswords`).
                .product(name: "HummingbirdBcrypt", package: "hummingbird-auth"),
                .product(name: "Crypto", package: "swift-crypto"),
            ]
        ),
        // The household for AI assistants: the Model Context Protocol's tools and resources (the pages'
        // Markdown twins) for one member, for `hearth mcp` (stdio) and `hearth host`'s /mcp alike.
        .target(
            name: "HearthAssistant",
            dependencies: [
                "HearthDomain", "HearthStore", "HearthSite",
                .product(name: "MCP", package: "swift-sdk"),
            ]
        ),
        // Reports on paper without a browser: a sheet laid out by pango on cairo, as PDF, PNG or ESC/POS
        // raster, and sent to CUPS (`lp`), a network receipt printer or a printer device.
        .target(
            name: "HearthReport",
            dependencies: [
                "HearthDomain", "HearthSite", "CPangoCairo",
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
            ]
        ),
        .executableTarget(
            name: "hearth",
            dependencies: [
                "HearthDomain", "HearthStore", "HearthSite", "HearthLive", "HearthServer", "HearthReport", "HearthAssistant",
                .product(name: "MCP", package: "swift-sdk"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "Hummingbird", package: "hummingbird"),
            ]
        ),
        // The C libraries from Debian: libcmark (Markdown, safe mode), libqrencode (QR codes) and libpng's simplified API (PNG files).
        .systemLibrary(name: "CCmark", pkgConfig: "libcmark", providers: [.apt(["libcmark-dev"])]),
        .systemLibrary(name: "CQRencode", pkgConfig: "libqrencode", providers: [.apt(["libqrencode-dev"])]),
        .systemLibrary(name: "CPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"])]),
        // WebP pictures (Mealie keeps its recipes' pictures as WebP): decoded once when taken in, to know the file is whole.
        .systemLibrary(name: "CWebP", pkgConfig: "libwebp", providers: [.apt(["libwebp-dev"])]),
        // Reports on paper (`hearth report`): pango lays out the text (CJK, line breaking), cairo draws it
        // as PDF or as a bitmap for a receipt printer.
        .systemLibrary(name: "CPangoCairo", pkgConfig: "pangocairo", providers: [.apt(["libpango1.0-dev", "libcairo2-dev"])]),
        // Small C shims for system calls Swift does not import (renameat2's RENAME_EXCHANGE).
        .target(name: "CHearthSystem"),
        // The built-in theme (templates/) and the demo household (demo/), embedded as bytes.
        .target(name: "HearthTheme", plugins: ["EmbedFolder"]),
        .target(name: "HearthDemo", plugins: ["EmbedFolder"]),
        .executableTarget(name: "hearth-embed"),
        .plugin(name: "EmbedFolder", capability: .buildTool(), dependencies: ["hearth-embed"]),

        // Helpers shared by the test targets (temporary folders); not part of the program.
        .target(name: "HearthTestSupport", path: "Tests/HearthTestSupport"),
        .testTarget(name: "HearthDomainTests", dependencies: ["HearthDomain", "HearthTestSupport"]),
        .testTarget(name: "HearthStoreTests", dependencies: ["HearthDomain", "HearthStore", "HearthTestSupport"]),
        // The command line as a person runs it (the built binary), and the servers over HTTP.
        .testTarget(
            name: "HearthCommandLineTests",
            dependencies: ["HearthTestSupport", "hearth", .product(name: "GRDB", package: "GRDB.swift")]
        ),
        .testTarget(
            name: "HearthServerTests",
            dependencies: ["HearthDomain", "HearthStore", "HearthSite", "HearthLive", "HearthServer", "HearthAssistant", "HearthTestSupport", "hearth",
                           .product(name: "GRDB", package: "GRDB.swift"),
                           // The assistants' tools called in this process (`AssistantToolsTests`).
                           .product(name: "MCP", package: "swift-sdk"),
                           // The family's server in this process: its routes, forms and sessions without a socket.
                           .product(name: "Hummingbird", package: "hummingbird"),
                           .product(name: "HummingbirdTesting", package: "hummingbird"),
                           // The webhooks' signatures checked with the key, apart from the code that makes them.
                           .product(name: "Crypto", package: "swift-crypto")]
        ),
        .testTarget(
            name: "HearthSiteTests",
            dependencies: ["HearthDomain", "HearthStore", "HearthSite", "HearthLive", "HearthServer", "HearthReport", "HearthTestSupport", "CPNG", "CCmark", "hearth",
                           .product(name: "GRDB", package: "GRDB.swift")]
        ),
    ]
)
