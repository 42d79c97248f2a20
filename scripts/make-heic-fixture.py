#!/usr/bin/env python3
"""
Writes tests/fixtures/quadrants.heic: a real HEVC-coded HEIC photo of W x H pixels whose quarters
are red, green, blue and white, encoded by the system's libheif (Debian: libheif1 with its x265
plugin) through ctypes. The fixture is committed; this script only says how it was made:

    python3 scripts/make-heic-fixture.py tests/fixtures/quadrants.heic 96 64
"""
import ctypes, sys
h = ctypes.CDLL("libheif.so.1")
class Err(ctypes.Structure):
    _fields_=[("code",ctypes.c_int),("subcode",ctypes.c_int),("message",ctypes.c_char_p)]
for name in ["heif_context_alloc","heif_image_create","heif_context_get_encoder_for_format","heif_image_add_plane","heif_image_get_plane","heif_context_encode_image","heif_context_write_to_file","heif_encoder_set_lossy_quality"]:
    getattr(h,name)
h.heif_context_alloc.restype=ctypes.c_void_p
h.heif_image_create.restype=Err; h.heif_image_create.argtypes=[ctypes.c_int,ctypes.c_int,ctypes.c_int,ctypes.c_int,ctypes.POINTER(ctypes.c_void_p)]
h.heif_image_add_plane.restype=Err; h.heif_image_add_plane.argtypes=[ctypes.c_void_p,ctypes.c_int,ctypes.c_int,ctypes.c_int,ctypes.c_int]
h.heif_image_get_plane.restype=ctypes.POINTER(ctypes.c_uint8); h.heif_image_get_plane.argtypes=[ctypes.c_void_p,ctypes.c_int,ctypes.POINTER(ctypes.c_int)]
h.heif_context_get_encoder_for_format.restype=Err; h.heif_context_get_encoder_for_format.argtypes=[ctypes.c_void_p,ctypes.c_int,ctypes.POINTER(ctypes.c_void_p)]
h.heif_encoder_set_lossy_quality.restype=Err; h.heif_encoder_set_lossy_quality.argtypes=[ctypes.c_void_p,ctypes.c_int]
h.heif_context_encode_image.restype=Err; h.heif_context_encode_image.argtypes=[ctypes.c_void_p,ctypes.c_void_p,ctypes.c_void_p,ctypes.c_void_p,ctypes.POINTER(ctypes.c_void_p)]
h.heif_context_write_to_file.restype=Err; h.heif_context_write_to_file.argtypes=[ctypes.c_void_p,ctypes.c_char_p]
W,H=int(sys.argv[2]),int(sys.argv[3])
ctx=h.heif_context_alloc()
img=ctypes.c_void_p()
# colorspace RGB=1, chroma interleaved RGB=10
e=h.heif_image_create(W,H,1,10,ctypes.byref(img)); assert e.code==0,e.message
# channel interleaved=10
e=h.heif_image_add_plane(img,10,W,H,8); assert e.code==0,e.message
stride=ctypes.c_int()
p=h.heif_image_get_plane(img,10,ctypes.byref(stride))
# quadrants: top-left red, top-right green, bottom-left blue, bottom-right white
cols=[(220,30,30),(30,200,60),(40,60,220),(250,250,250)]
for y in range(H):
    for x in range(W):
        c=cols[(1 if x>=W//2 else 0)+(2 if y>=H//2 else 0)]
        o=y*stride.value+x*3
        p[o],p[o+1],p[o+2]=c
enc=ctypes.c_void_p()
e=h.heif_context_get_encoder_for_format(ctx,1,ctypes.byref(enc)); assert e.code==0,e.message  # HEVC=1
h.heif_encoder_set_lossy_quality(enc,80)
e=h.heif_context_encode_image(ctx,img,enc,None,None); assert e.code==0,e.message
e=h.heif_context_write_to_file(ctx,sys.argv[1].encode()); assert e.code==0,e.message
print("ok")
