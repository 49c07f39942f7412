// Generated from specs/openrpc/eth-mempool.yaml by tools/codegen. Do not edit.

import { isInteger, isObject, limitFail, requiredFail, typeFail } from "@gw/runtime/validator-support";

export function EthMempoolInfo(data, path = "") {
	const errors = [];
	if (isObject(data)) {
		if (data.count === undefined) requiredFail(errors, path, "#", "count");
		if (data.added_total === undefined) requiredFail(errors, path, "#", "added_total");
		if (data.removed_total === undefined) requiredFail(errors, path, "#", "removed_total");
		if (data.subscribers === undefined) requiredFail(errors, path, "#", "subscribers");
		if (data.seq === undefined) requiredFail(errors, path, "#", "seq");
		if (data.count !== undefined) {
			const data0 = data.count;
			if (!isInteger(data0)) typeFail(errors, path + "/count", "#/properties/count", "integer");
			if (typeof data0 == "number") {
				if (data0 < 0 || isNaN(data0)) limitFail(errors, path + "/count", "#/properties/count", "minimum", 0);
			}
		}
		if (data.added_total !== undefined) {
			const data1 = data.added_total;
			if (!isInteger(data1)) typeFail(errors, path + "/added_total", "#/properties/added_total", "integer");
			if (typeof data1 == "number") {
				if (data1 < 0 || isNaN(data1)) limitFail(errors, path + "/added_total", "#/properties/added_total", "minimum", 0);
			}
		}
		if (data.removed_total !== undefined) {
			const data2 = data.removed_total;
			if (!isInteger(data2)) typeFail(errors, path + "/removed_total", "#/properties/removed_total", "integer");
			if (typeof data2 == "number") {
				if (data2 < 0 || isNaN(data2)) limitFail(errors, path + "/removed_total", "#/properties/removed_total", "minimum", 0);
			}
		}
		if (data.subscribers !== undefined) {
			const data3 = data.subscribers;
			if (!isInteger(data3)) typeFail(errors, path + "/subscribers", "#/properties/subscribers", "integer");
			if (typeof data3 == "number") {
				if (data3 < 0 || isNaN(data3)) limitFail(errors, path + "/subscribers", "#/properties/subscribers", "minimum", 0);
			}
		}
		if (data.seq !== undefined) {
			const data4 = data.seq;
			if (!isInteger(data4)) typeFail(errors, path + "/seq", "#/properties/seq", "integer");
			if (typeof data4 == "number") {
				if (data4 < 0 || isNaN(data4)) limitFail(errors, path + "/seq", "#/properties/seq", "minimum", 0);
			}
		}
	} else typeFail(errors, path, "#", "object");
	EthMempoolInfo.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}
