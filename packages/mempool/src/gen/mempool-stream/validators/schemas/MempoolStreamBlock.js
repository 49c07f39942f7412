// Generated from specs/asyncapi/mempool-stream.yaml by tools/codegen. Do not edit.

import { fail, isInteger, isObject, limitFail, typeFail } from "@gw/runtime/validator-support";

export function MempoolStreamBlock(data, path = "") {
	const errors = [];
	if (isObject(data)) {
		if (data.type !== undefined) {
			const data0 = data.type;
			if (data0 !== "block") fail(errors, path + "/type", "#/properties/type/const", "const", { allowedValue: "block" }, "must be equal to constant");
		}
		if (data.seq !== undefined) {
			const data1 = data.seq;
			if (!isInteger(data1)) typeFail(errors, path + "/seq", "#/properties/seq", "integer");
			if (typeof data1 == "number") {
				if (data1 < 0 || isNaN(data1)) limitFail(errors, path + "/seq", "#/properties/seq", "minimum", 0);
			}
		}
		if (data.height !== undefined) {
			const data2 = data.height;
			if (!isInteger(data2)) typeFail(errors, path + "/height", "#/properties/height", "integer");
			if (typeof data2 == "number") {
				if (data2 < 0 || isNaN(data2)) limitFail(errors, path + "/height", "#/properties/height", "minimum", 0);
			}
		}
		if (data.hash !== undefined) {
			const data3 = data.hash;
			if (typeof data3 != "string") typeFail(errors, path + "/hash", "#/properties/hash", "string");
		}
		if (data.removed !== undefined) {
			const data4 = data.removed;
			if (!isInteger(data4)) typeFail(errors, path + "/removed", "#/properties/removed", "integer");
			if (typeof data4 == "number") {
				if (data4 < 0 || isNaN(data4)) limitFail(errors, path + "/removed", "#/properties/removed", "minimum", 0);
			}
		}
	} else typeFail(errors, path, "#", "object");
	MempoolStreamBlock.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}
