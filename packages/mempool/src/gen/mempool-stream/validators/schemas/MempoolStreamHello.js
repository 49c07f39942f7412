// Generated from specs/asyncapi/mempool-stream.yaml by tools/codegen. Do not edit.

import { fail, isInteger, isObject, limitFail, typeFail } from "@gw/runtime/validator-support";

export function MempoolStreamHello(data, path = "") {
	const errors = [];
	if (isObject(data)) {
		if (data.type !== undefined) {
			const data0 = data.type;
			if (data0 !== "hello") fail(errors, path + "/type", "#/properties/type/const", "const", { allowedValue: "hello" }, "must be equal to constant");
		}
		if (data.instance !== undefined) {
			const data1 = data.instance;
			if (typeof data1 != "string") typeFail(errors, path + "/instance", "#/properties/instance", "string");
		}
		if (data.seq !== undefined) {
			const data2 = data.seq;
			if (!isInteger(data2)) typeFail(errors, path + "/seq", "#/properties/seq", "integer");
			if (typeof data2 == "number") {
				if (data2 < 0 || isNaN(data2)) limitFail(errors, path + "/seq", "#/properties/seq", "minimum", 0);
			}
		}
		if (data.count !== undefined) {
			const data3 = data.count;
			if (!isInteger(data3)) typeFail(errors, path + "/count", "#/properties/count", "integer");
			if (typeof data3 == "number") {
				if (data3 < 0 || isNaN(data3)) limitFail(errors, path + "/count", "#/properties/count", "minimum", 0);
			}
		}
		if (data.replayed !== undefined) {
			const data4 = data.replayed;
			if (typeof data4 != "boolean") typeFail(errors, path + "/replayed", "#/properties/replayed", "boolean");
		}
	} else typeFail(errors, path, "#", "object");
	MempoolStreamHello.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}
