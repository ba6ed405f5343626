# Sources of the dialect readers and the export patcher, added to headroom_core.
set(HEADROOM_DIALECT_SOURCES)
