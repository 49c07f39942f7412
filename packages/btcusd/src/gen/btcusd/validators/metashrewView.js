// Generated from specs/openrpc/btcusd.yaml (`metashrew_view`) by tools/codegen. Do not edit.

import { fail, typeFail } from "@gw/runtime/validator-support";
import { checkHex0x } from "@gw/runtime/common-validators/Hex0x";

const values0 = new Set(["ping","indexheight","getblocksummary","getrawvalue","getpools","getpool","getpoolstate","getreserves","getswaps","getprice","getcandles","getcandleat"]);

export function params(data, path = "") {
	const errors = [];
	if (Array.isArray(data)) {
		if (data.length > 3) fail(errors, path, "#/maxItems", "maxItems", { limit: 3 }, "must NOT have more than 3 items");
		if (data.length < 3) fail(errors, path, "#/minItems", "minItems", { limit: 3 }, "must NOT have fewer than 3 items");
		if (data.length > 0) {
			const data0 = data[0];
			if (typeof data0 != "string") typeFail(errors, path + "/0", "#/prefixItems/0", "string");
			if (!values0.has(data0)) fail(errors, path + "/0", "#/prefixItems/0/enum", "enum", { allowedValues: [...values0] }, "must be equal to one of the allowed values");
		}
		if (data.length > 1) checkHex0x(errors, data[1], path, "#/prefixItems/1", 1);
		if (data.length > 2) {
			const data1 = data[2];
			if (data1 !== "latest") fail(errors, path + "/2", "#/prefixItems/2/const", "const", { allowedValue: "latest" }, "must be equal to constant");
		}
	} else typeFail(errors, path, "#", "array");
	params.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}

export function result(data, path = "") {
	const errors = [];
	checkHex0x(errors, data, path, "#");
	result.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}
