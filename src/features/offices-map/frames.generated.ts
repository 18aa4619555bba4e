// Written by scripts/make-japan-map.mjs from Natural Earth (world-atlas) with d3-geo. Do not edit by hand.
// Each frame is a Mercator projection: scale and translate as d3-geo's geoMercator() takes them.

export const MAP_FRAMES = {
  "japan": {
    "name": "japan",
    "src": "/images/map-japan.svg",
    "width": 800,
    "height": 801,
    "projection": {
      "scale": 2212.859,
      "translate": [
        -4900.46,
        2002.334
      ]
    },
    "bounds": [
      [
        128.649,
        30.242
      ],
      [
        145.832,
        45.51
      ]
    ],
    "inset": {
      "x": 550,
      "y": 601,
      "w": 230,
      "h": 180
    }
  },
  "fukuoka": {
    "name": "fukuoka",
    "src": "/images/map-fukuoka.svg",
    "width": 800,
    "height": 606,
    "projection": {
      "scale": 43653.927,
      "translate": [
        -99123.81,
        27612.153
      ]
    },
    "bounds": [
      [
        130.1,
        33.38
      ],
      [
        131.15,
        34.04
      ]
    ]
  }
} as const
