# make [build] | make install [PREFIX=/usr/local] [DESTDIR=] | make uninstall | make test | make benchmark | make regenerate
# Builds the release `l10n` with SwiftPM. On Linux the Swift runtime is linked statically, so
# the installed binary needs only libc and libstdc++ (copy it to any machine of that architecture).
PREFIX ?= /usr/local
BINDIR := $(PREFIX)/bin
SWIFT ?= swift
STATIC := $(if $(filter Linux,$(shell uname -s)),--static-swift-stdlib,)
RELEASE := $(SWIFT) build -c release --product l10n $(STATIC)

.PHONY: build install uninstall test benchmark regenerate

build:
	$(RELEASE)

install: build
	install -d "$(DESTDIR)$(BINDIR)"
	install -m 755 "$$($(RELEASE) --show-bin-path)/l10n" "$(DESTDIR)$(BINDIR)/l10n"

uninstall:
	rm -f "$(DESTDIR)$(BINDIR)/l10n"

test:
	$(SWIFT) build --build-tests
	$(SWIFT) test

# The benchmark, measuring the l10n binary built as `make install` builds it (docs/benchmark.md).
benchmark:
	$(SWIFT) build -c release $(STATIC)
	"$$($(SWIFT) build -c release $(STATIC) --show-bin-path)/l10n-benchmark"

# Golden files, rule pages, README output blocks and rule table (see Scripts/regenerate).
regenerate:
	Scripts/regenerate
