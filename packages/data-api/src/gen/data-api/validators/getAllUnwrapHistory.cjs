"use strict"; // Generated (tools/codegen)
const {shared0,shared1} = require("./_shared1.cjs");
const {validate185} = require("./_shared15.cjs");
const {validate188} = require("./_shared16.cjs");
exports.input = validate185;
exports.response__200 = validate188;
exports.response__401 = shared0;
exports.response__default = shared1;
