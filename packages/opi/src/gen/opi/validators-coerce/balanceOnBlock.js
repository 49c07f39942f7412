// Generated from specs/openapi/opi.yaml (`balance_on_block`, coercing input) by tools/codegen. Do not edit.

import { additionalFail, isInteger, isObject, limitFail, pattern, patternFail, requiredFail, typeFail } from "@gw/runtime/validator-support";

const pattern0 = pattern("^([0-9a-fA-F]{2})*$", "u");

export function input(data, path = "") {
	const errors = [];
	if (isObject(data)) {
		if (data.block_height === undefined) requiredFail(errors, path, "#", "block_height");
		if (data.pkscript === undefined) requiredFail(errors, path, "#", "pkscript");
		if (data.ticker === undefined) requiredFail(errors, path, "#", "ticker");
		for (const key0 in data) {
			if (!(key0 === "block_height" || key0 === "pkscript" || key0 === "ticker")) additionalFail(errors, path, "#", key0);
		}
		if (data.block_height !== undefined) {
			let data1 = data.block_height;
			if (!isInteger(data1)) {
				const type2 = typeof data1;
				let coerced3;
				if (type2 === "boolean" || data1 === null || (type2 === "string" && data1 && data1 == +data1 && !(data1 % 1))) coerced3 = +data1;
				else typeFail(errors, path + "/block_height", "#/properties/block_height", "integer");
				if (coerced3 !== undefined) {
					data1 = coerced3;
					data["block_height"] = coerced3;
				}
			}
			if (typeof data1 == "number") {
				if (data1 < 0 || isNaN(data1)) limitFail(errors, path + "/block_height", "#/properties/block_height", "minimum", 0);
			}
		}
		if (data.pkscript !== undefined) {
			let data4 = data.pkscript;
			if (typeof data4 != "string") {
				const type5 = typeof data4;
				let coerced6;
				if (type5 == "number" || type5 == "boolean") coerced6 = "" + data4;
				else if (data4 === null) coerced6 = "";
				else typeFail(errors, path + "/pkscript", "#/properties/pkscript", "string");
				if (coerced6 !== undefined) {
					data4 = coerced6;
					data["pkscript"] = coerced6;
				}
			}
			if (typeof data4 == "string") {
				if (!pattern0.test(data4)) patternFail(errors, path + "/pkscript", "#/properties/pkscript", "^([0-9a-fA-F]{2})*$");
			}
		}
		if (data.ticker !== undefined) {
			let data7 = data.ticker;
			if (typeof data7 != "string") {
				const type8 = typeof data7;
				let coerced9;
				if (type8 == "number" || type8 == "boolean") coerced9 = "" + data7;
				else if (data7 === null) coerced9 = "";
				else typeFail(errors, path + "/ticker", "#/properties/ticker", "string");
				if (coerced9 !== undefined) {
					data7 = coerced9;
					data["ticker"] = coerced9;
				}
			}
		}
	} else typeFail(errors, path, "#", "object");
	input.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}
