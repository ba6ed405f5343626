#pragma once
// Kubernetes manifests (a Pod, Job, Deployment, StatefulSet, Kubeflow's PyTorchJob, …, one or
// several documents separated by ---): one container's resources, env and command, the /dev/shm
// volume of its pod and the job's replica counts, as entries the key map reads.

#include "document.h"

#include <yaml-cpp/yaml.h>

#include <map>
#include <string>
#include <vector>

namespace headroom::dialects {

// The containers looked at in one manifest: each is read in full to find the one that trains,
// and a real job has a handful; a file listing thousands is not read past these.
constexpr size_t kMaxManifestContainers = 64;

// A container of a pod spec somewhere in a manifest.
struct ManifestContainer {
    size_t document = 0;    // among the file's documents
    std::string podSpec;    // flat path of the pod spec that lists it ("spec.template.spec")
    size_t index = 0;       // its place in that `containers:` list
    std::string name;       // its `name:`
    YAML::Node pod, node;   // the pod spec and the container
};

// A manifest file read whole: its documents, each flattened once, and its containers.
struct Manifest {
    std::vector<YAML::Node> documents;                    // in file order
    std::vector<std::vector<Entry>> entries;              // of each document that is a Kubernetes object
    std::vector<std::map<std::string, Extent>> extents;   // likewise
    std::vector<ManifestContainer> containers;
};

// Whether a document is a Kubernetes object: `apiVersion` and `kind` at its top level.
bool isKubernetesObject(const YAML::Node &document);

// The documents of a manifest's text (`doc.text`, read as `doc.path`), in file order; none when
// it does not parse. The containers are those of every pod spec (a map with a `containers:` list,
// at any depth: a Pod's spec, a Job's or Deployment's template, a PyTorchJob's replica specs) in
// the documents that are Kubernetes objects, in file order, the first kMaxManifestContainers.
// Init containers prepare and are not among them.
Manifest readManifest(const Document &doc);

// Replaces doc.entries with those of one container (doc.extents, for adding keys, are its
// document's: manifest.extents[c.document]): its keys relative to it
// ("resources.limits.memory"), its env variables by name, its command's and args' flags, the
// memory volume it mounts at /dev/shm ("volumes.dshm.emptyDir.sizeLimit") and the job's replica
// counts ("spec.pytorchReplicaSpecs.Worker.replicas"). Returns whether its /dev/shm has a size of
// its own (the container runtime's 64 MiB, or the volume's sizeLimit): not with `hostIPC: true`
// or a volume at /dev/shm without a limit.
bool readManifestContainer(Document &doc, const Manifest &manifest, const ManifestContainer &c);

// After readManifestContainer(doc, manifest, containers[chosen]): the same container in the job's
// other replica specs (a PyTorchJob's Worker beside its Master: the same name, the same place
// under another replica spec) becomes doc's twin containers, and each value it writes as the
// chosen one does becomes its entry's twin, so that export changes the job as a whole.
void linkTwinContainers(Document &doc, const Manifest &manifest, size_t chosen);

} // namespace headroom::dialects
