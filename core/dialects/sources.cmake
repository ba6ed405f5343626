# Sources of the dialect readers and the export patcher: the headroom_dialects target.
set(HEADROOM_DIALECT_SOURCES
  dialects/composereader.cpp dialects/composereader.h
  dialects/detect.cpp dialects/detect.h
  dialects/document.h
  dialects/files.cpp dialects/files.h
  dialects/generic.cpp dialects/generic.h
  dialects/includes.cpp dialects/includes.h
  dialects/insert.cpp dialects/insert.h
  dialects/jsoncheck.cpp dialects/jsoncheck.h
  dialects/keymap.cpp dialects/keymap.h
  dialects/kubernetesreader.cpp dialects/kubernetesreader.h
  dialects/mapper.cpp dialects/mapper.h
  dialects/patcher.cpp dialects/patcher.h
  dialects/readstate.h
  dialects/shellreader.cpp dialects/shellreader.h
  dialects/pyflatten.cpp dialects/pyflatten.h
  dialects/shellwords.cpp dialects/shellwords.h
  dialects/slurm.cpp dialects/slurm.h
  dialects/tomlflatten.cpp dialects/tomlflatten.h
  dialects/visiblegpus.cpp dialects/visiblegpus.h
  dialects/yamlflatten.cpp dialects/yamlflatten.h
)
