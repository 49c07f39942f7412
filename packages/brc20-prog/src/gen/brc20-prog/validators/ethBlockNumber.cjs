"use strict"; // Generated (tools/codegen)
const {validate52} = require("./_shared2.cjs");
const {shared0} = require("./_shared8.cjs");
exports.params = validate52;
exports.result = shared0;
