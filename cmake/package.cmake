# A Debian package with CPack (scripts/package builds it; tests/linux/package_deb.sh checks it):
# `cpack -G DEB` in the build folder. Dependencies come from dpkg-shlibdeps; the homepage and
# maintainer are cache variables of cmake/install.cmake (placeholders until there are real ones).

set(HEADROOM_DEB_RELEASE 1 CACHE STRING "Debian revision of the package")

# What Debian policy wants in every package: the copyright file and a compressed changelog.
set(HEADROOM_DEB_DIR "${CMAKE_SOURCE_DIR}/resources/linux/debian")
configure_file("${HEADROOM_DEB_DIR}/copyright.in" "${CMAKE_BINARY_DIR}/share/doc/headroom/copyright" @ONLY)
configure_file("${HEADROOM_DEB_DIR}/changelog.in" "${CMAKE_BINARY_DIR}/debian/changelog.Debian" @ONLY)
add_custom_command(
  OUTPUT "${CMAKE_BINARY_DIR}/share/doc/headroom/changelog.Debian.gz"
  COMMAND ${CMAKE_COMMAND} -E copy "${CMAKE_BINARY_DIR}/debian/changelog.Debian"
          "${CMAKE_BINARY_DIR}/share/doc/headroom/changelog.Debian"
  COMMAND gzip -9nf "${CMAKE_BINARY_DIR}/share/doc/headroom/changelog.Debian"
  DEPENDS "${CMAKE_BINARY_DIR}/debian/changelog.Debian"
  VERBATIM)
add_custom_target(headroom_deb_docs ALL DEPENDS "${CMAKE_BINARY_DIR}/share/doc/headroom/changelog.Debian.gz")
install(FILES "${CMAKE_BINARY_DIR}/share/doc/headroom/copyright"
              "${CMAKE_BINARY_DIR}/share/doc/headroom/changelog.Debian.gz"
        DESTINATION share/doc/headroom)

set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME headroom)
set(CPACK_PACKAGE_VERSION "${PROJECT_VERSION}")
set(CPACK_PACKAGE_VENDOR "${HEADROOM_MAINTAINER_NAME}")
set(CPACK_PACKAGE_CONTACT "${HEADROOM_MAINTAINER_NAME} <${HEADROOM_MAINTAINER_EMAIL}>")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "memory advisor for deep-learning training runs")
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_STRIP_FILES ON)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_RELEASE "${HEADROOM_DEB_RELEASE}")
set(CPACK_DEBIAN_PACKAGE_MAINTAINER "${CPACK_PACKAGE_CONTACT}")
set(CPACK_DEBIAN_PACKAGE_HOMEPAGE "${HEADROOM_HOMEPAGE}")
set(CPACK_DEBIAN_PACKAGE_SECTION science)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
# headroom-probe is a Python 3 script (it runs under the user's own PyTorch, which it does not
# depend on: the probe says so when PyTorch is missing).
set(CPACK_DEBIAN_PACKAGE_DEPENDS "python3")
set(CPACK_DEBIAN_PACKAGE_CONTROL_STRICT_PERMISSION ON)
# Qt's own dialog texts in the user's language, and glyphs for the Chinese and Korean window.
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "qt6-translations-l10n, fonts-noto-cjk")
set(CPACK_DEBIAN_PACKAGE_SUGGESTS "bash-completion")
# The synopsis is CPACK_PACKAGE_DESCRIPTION_SUMMARY; this is the extended description only.
set(CPACK_DEBIAN_PACKAGE_DESCRIPTION "Headroom reads the training config you already have (Lightning CLI, Hydra,
Hugging Face TrainingArguments, axolotl, DeepSpeed, docker-compose, launch
scripts and more) and shows, per GPU and per machine, where every gigabyte of
GPU memory and host RAM goes, against what the device really offers: fits,
tight or out of memory.
.
Drag the micro batch, precision, checkpointing, LoRA rank, DataLoader workers
or the GPU type and see what fits; read ranked recommendations in English,
Russian, Chinese or Korean; export your own config with only the needed values
changed. The headroom command does the same from scripts and login nodes.")
# Tags that do not apply, each with its reason (resources/linux/debian/lintian-overrides).
install(FILES "${HEADROOM_DEB_DIR}/lintian-overrides" DESTINATION share/lintian/overrides RENAME headroom)
include(CPack)
