"""torchvision's model zoo as the importer loads it by name: the
classification models of torchvision.models and those of its segmentation,
detection, video and optical-flow packages, their default input shapes
(from their weights' metadata, read locally: nothing is downloaded), and
what to say when a detection model cannot be traced.
"""


# torchvision.models' sub-packages whose models load by name too, besides
# the classification models of torchvision.models itself.
TORCHVISION_FAMILIES = ("segmentation", "detection", "video", "optical_flow")


def torchvision_names(family=None):
    """The torchvision model names: classification (family None), or those
    of torchvision.models.<family>; all of them with family "all"."""
    import torchvision
    if family == "all":
        names = torchvision_names()
        for f in TORCHVISION_FAMILIES:
            names += torchvision_names(f)
        return sorted(set(names))
    module = torchvision.models if family is None else getattr(torchvision.models, family, None)
    if module is None:
        return []
    try:
        return sorted(torchvision.models.list_models(module=module))
    except (AttributeError, TypeError):
        return sorted(n for n in dir(module)
                      if n.islower() and not n.startswith("_") and callable(getattr(module, n)))


def _family_of(spec):
    """None for a classification model, its family, or "unknown"."""
    if spec in torchvision_names():
        return None
    for f in TORCHVISION_FAMILIES:
        if spec in torchvision_names(f):
            return f
    return "unknown"


def _torchvision_default_shapes(spec, family):
    """The input shape(s) a torchvision model is evaluated at, from its
    default weights' metadata (read locally, nothing downloaded):
    classification 224 (Inception v3 299); segmentation the transforms'
    resize_size (520 for DeepLabV3, FCN, LR-ASPP); video 3 x clip_len x
    crop_size (r3d_18: the docs' clip_len=16, crop 112); detection one
    image of 800 x 800 (GeneralizedRCNNTransform resizes to min_size 800);
    optical flow two 520 x 960 frames (RAFT's Sintel crop)."""
    import re
    import torchvision
    if family is None:
        return [(1, 3, 299, 299)] if spec == "inception_v3" else [(1, 3, 224, 224)]
    try:
        w = torchvision.models.get_model_weights(spec).DEFAULT
        kw = getattr(w.transforms, "keywords", None) or {}
        meta = w.meta
    except Exception:  # no weights registered: the family's usual size
        kw, meta = {}, {}
    if family == "segmentation":
        r = kw.get("resize_size", 520)
        return [(1, 3, r, r)]
    if family == "video":
        h, wd = kw.get("crop_size", (112, 112))
        m = re.search(r"clip_len=(\d+)", meta.get("_docs", ""))
        t = int(m.group(1)) if m else int(meta.get("min_temporal_size", 16))
        return [(1, 3, t, h, wd)]
    if family == "optical_flow":
        return [(1, 3, 520, 960), (1, 3, 520, 960)]
    return [(1, 3, 800, 800)]


def family_hint(spec, error):
    """What to do when a torchvision detection model cannot be traced."""
    if "tracing failed" not in str(error) or ":" in spec:
        return ""
    try:
        if spec not in torchvision_names("detection"):
            return ""
    except ImportError:
        return ""
    return (f"; torchvision's detection models decode boxes, match anchors and run NMS on "
            f"the values they compute, which a shape-only import cannot follow: a factory "
            f"returning torchvision.models.get_model('{spec}', weights=None, "
            f"weights_backbone=None).backbone imports its backbone and FPN")


