"use strict"; // Generated (tools/codegen)
const {validate25} = require("./_shared2.cjs");
const {shared0} = require("./_shared9.cjs");
exports.params = validate25;
exports.result = shared0;
