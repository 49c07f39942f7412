"use strict"; // Generated (tools/codegen)
const {shared0,shared1} = require("./_shared1.cjs");
const {validate163} = require("./_shared12.cjs");
const {validate228} = require("./_shared16.cjs");
exports.input = validate228;
exports.response__200 = validate163;
exports.response__401 = shared0;
exports.response__default = shared1;
