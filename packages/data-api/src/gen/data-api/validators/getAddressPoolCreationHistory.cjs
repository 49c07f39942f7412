"use strict"; // Generated (tools/codegen)
const {shared0,shared1} = require("./_shared1.cjs");
const {validate178} = require("./_shared13.cjs");
const {validate228} = require("./_shared16.cjs");
exports.input = validate228;
exports.response__200 = validate178;
exports.response__401 = shared0;
exports.response__default = shared1;
