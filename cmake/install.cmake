# The install layout, and the same layout mirrored into the build folder so that
# build/app/headroom and <prefix>/bin/headroom both find their data at ../share/headroom
# (ui/datadir.cpp). Included from the top-level CMakeLists after the targets exist.
#
#   bin/headroom                                   the program (and headroom-probe when built)
#   share/headroom/                                catalogs, dialects/, translations/, examples/
#   share/man/man1/headroom.1.gz                   resources/linux/headroom.1
#   share/man/man1/headroom-probe.1.gz             resources/linux/headroom-probe.1
#   share/applications/, share/metainfo/,          the launcher entry, AppStream data, icon,
#   share/icons/hicolor/scalable/apps/,            the *.headroom.yaml MIME type
#   share/mime/packages/
#   share/bash-completion/completions/headroom     resources/linux/headroom.bash
#
# bin and share are fixed (not GNUInstallDirs' variables): the program finds its data by
# that one relative path, whatever the prefix.

set(HEADROOM_APP_ID "io.github.headroom.Headroom")
set(HEADROOM_HOMEPAGE "https://example.org/headroom" CACHE STRING
    "Project homepage, for the AppStream data and the package (a placeholder until there is one)")
set(HEADROOM_SCREENSHOT_URL "${HEADROOM_HOMEPAGE}/screenshots" CACHE STRING
    "Where docs/screenshots/{en,ru,zh_CN,ko}.png are published, for the AppStream data")
set(HEADROOM_MAINTAINER_NAME "Headroom developers" CACHE STRING "Maintainer name (placeholder)")
set(HEADROOM_MAINTAINER_EMAIL "headroom@example.org" CACHE STRING "Maintainer e-mail (placeholder)")
set(HEADROOM_LICENSE "LicenseRef-proprietary" CACHE STRING
    "SPDX license of the project, for the AppStream data and the package's copyright file")

set(HEADROOM_LINUX_DIR "${CMAKE_SOURCE_DIR}/resources/linux")
set(HEADROOM_STAGE "${CMAKE_BINARY_DIR}/share")

# Generated files: the AppStream data with the homepage and version, the gzipped man page.
configure_file("${HEADROOM_LINUX_DIR}/${HEADROOM_APP_ID}.metainfo.xml.in"
               "${HEADROOM_STAGE}/metainfo/${HEADROOM_APP_ID}.metainfo.xml" @ONLY)
foreach(page headroom headroom-probe)
  add_custom_command(
    OUTPUT "${HEADROOM_STAGE}/man/man1/${page}.1.gz"
    COMMAND ${CMAKE_COMMAND} -E make_directory "${HEADROOM_STAGE}/man/man1"
    COMMAND ${CMAKE_COMMAND} -E copy "${HEADROOM_LINUX_DIR}/${page}.1" "${HEADROOM_STAGE}/man/man1/${page}.1"
    COMMAND gzip -9nf "${HEADROOM_STAGE}/man/man1/${page}.1"
    DEPENDS "${HEADROOM_LINUX_DIR}/${page}.1"
    COMMENT "Compressing the man page ${page}(1)"
    VERBATIM)
endforeach()

# share/headroom in the build folder: copies of what the install puts there.
file(GLOB HEADROOM_DIALECT_MAPS CONFIGURE_DEPENDS "${HEADROOM_RESOURCES_DIR}/dialects/*.yaml")
file(GLOB HEADROOM_EXAMPLES CONFIGURE_DEPENDS "${HEADROOM_EXAMPLES_DIR}/*.yaml")
set(HEADROOM_CATALOG_FILES "${HEADROOM_RESOURCES_DIR}/gpus.yaml" "${HEADROOM_RESOURCES_DIR}/models.yaml"
    "${HEADROOM_RESOURCES_DIR}/coefficients.yaml")
set(HEADROOM_QM_FILES)
foreach(lang en ru zh_CN ko)
  list(APPEND HEADROOM_QM_FILES "${CMAKE_BINARY_DIR}/text/headroom_${lang}.qm")
endforeach()
set_source_files_properties(${HEADROOM_QM_FILES} PROPERTIES GENERATED TRUE)

set(HEADROOM_STAGED "${HEADROOM_STAGE}/man/man1/headroom.1.gz" "${HEADROOM_STAGE}/man/man1/headroom-probe.1.gz")
function(headroom_stage subdir)
  foreach(src ${ARGN})
    get_filename_component(name "${src}" NAME)
    set(dst "${HEADROOM_STAGE}/headroom/${subdir}/${name}")
    add_custom_command(OUTPUT "${dst}" COMMAND ${CMAKE_COMMAND} -E copy_if_different "${src}" "${dst}"
                       DEPENDS "${src}" VERBATIM)
    list(APPEND HEADROOM_STAGED "${dst}")
  endforeach()
  set(HEADROOM_STAGED "${HEADROOM_STAGED}" PARENT_SCOPE)
endfunction()
headroom_stage(. ${HEADROOM_CATALOG_FILES})
headroom_stage(dialects ${HEADROOM_DIALECT_MAPS})
headroom_stage(translations ${HEADROOM_QM_FILES})
headroom_stage(examples ${HEADROOM_EXAMPLES})
add_custom_target(headroom_data ALL DEPENDS ${HEADROOM_STAGED})
add_dependencies(headroom_data headroom_text_lrelease)
add_dependencies(headroom headroom_data)

install(FILES ${HEADROOM_CATALOG_FILES} DESTINATION share/headroom)
install(FILES ${HEADROOM_DIALECT_MAPS} DESTINATION share/headroom/dialects)
install(FILES ${HEADROOM_QM_FILES} DESTINATION share/headroom/translations)
install(FILES ${HEADROOM_EXAMPLES} DESTINATION share/headroom/examples)
install(FILES "${HEADROOM_STAGE}/man/man1/headroom.1.gz" "${HEADROOM_STAGE}/man/man1/headroom-probe.1.gz"
        DESTINATION share/man/man1)
install(FILES "${HEADROOM_LINUX_DIR}/${HEADROOM_APP_ID}.desktop" DESTINATION share/applications)
install(FILES "${HEADROOM_STAGE}/metainfo/${HEADROOM_APP_ID}.metainfo.xml" DESTINATION share/metainfo)
install(FILES "${HEADROOM_LINUX_DIR}/${HEADROOM_APP_ID}.svg" DESTINATION share/icons/hicolor/scalable/apps)
install(FILES "${HEADROOM_LINUX_DIR}/${HEADROOM_APP_ID}.mime.xml" DESTINATION share/mime/packages
        RENAME "${HEADROOM_APP_ID}.xml")
install(FILES "${HEADROOM_LINUX_DIR}/headroom.bash" DESTINATION share/bash-completion/completions
        RENAME headroom)
if(TARGET headroom-probe)
  install(TARGETS headroom-probe RUNTIME DESTINATION bin)
endif()
